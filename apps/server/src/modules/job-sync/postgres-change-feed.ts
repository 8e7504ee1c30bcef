// OPS-5, SCALE-1: several processes on one PostgreSQL database. Each NOTIFY names the jobs written
// ('12,40') or '*' for a change any reader may see; NOTIFY is delivered after the sender's commit,
// in order. A dedicated client LISTENs (a pooled one would be handed to queries) and also sends.
// Sends are coalesced: one NOTIFY in flight, and one more after it with the jobs written meanwhile.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { ChangeFeed } from './change-feed.js';
import { JobVersions } from './job-versions.js';
import type { WriteScope } from './write-scope.js';

export const CHANGE_CHANNEL = 'fieldops_job_changes';
/** How soon a lost LISTEN connection is tried again. */
const RELISTEN_MS = 1_000;
/** NOTIFY payloads stop at 8,000 bytes; a longer list of jobs is sent as '*'. */
const MAX_PAYLOAD = 7_000;

export function encodeScope(scope: WriteScope): string {
  const text = scope === 'all' ? '*' : scope.join(',');
  return text.length > MAX_PAYLOAD ? '*' : text;
}

/** A payload as a scope; anything unreadable (an older instance's '') concerns every reader. */
export function decodeScope(payload: string | undefined): WriteScope {
  if (!payload || !/^\d+(,\d+)*$/.test(payload)) return 'all';
  return payload.split(',').map(Number);
}

export function postgresChangeFeed(databaseUrl: string, log: FastifyInstance['log']): ChangeFeed {
  const versions = new JobVersions();
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let sending = false;
  /** What to send next: 'all', or the jobs written since the last send. */
  let unsent: 'all' | Set<number> = new Set();
  const remoteListeners: Array<() => void> = [];
  const remoteChanged = () => remoteListeners.forEach((listener) => listener());

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    const lost = (error?: Error) => {
      if (client !== next) return;
      listening = false;
      client = null;
      versions.changed('all');
      remoteChanged();
      void next.end().catch(() => undefined);
      if (error && !closed)
        log.warn({ err: error }, 'job change notifications lost; polls read the database');
      if (!closed) setTimeout(() => void listen(), RELISTEN_MS).unref();
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      // Our own NOTIFY comes back on this same connection; it was counted when written.
      if (message.processId === (next as pg.Client & { processID?: number }).processID) return;
      const scope = decodeScope(message.payload);
      versions.changed(scope);
      if (scope === 'all') remoteChanged();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client !== next || closed) return;
      listening = true;
      // Whatever was written while nobody listened: no cached delta from before is trusted.
      versions.changed('all');
      remoteChanged();
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  }

  async function send(): Promise<void> {
    if (sending) return;
    sending = true;
    try {
      while (unsent === 'all' || unsent.size > 0) {
        const scope: WriteScope = unsent === 'all' ? 'all' : [...unsent];
        unsent = new Set();
        if (!client || !listening) return; // the next LISTEN voids every cached delta anyway
        await client.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, encodeScope(scope)]);
      }
    } catch (error) {
      log.warn({ err: error }, 'job change notification not sent');
    } finally {
      sending = false;
    }
  }

  void listen();
  return {
    stamp: () => versions.stamp(),
    unchangedSince: (stamp, jobIDs) => versions.unchangedSince(stamp, jobIDs),
    trusted: () => listening,
    changed: (scope = 'all') => {
      versions.changed(scope);
      if (scope === 'all') unsent = 'all';
      else if (unsent !== 'all') for (const job of scope) unsent.add(job);
      void send();
    },
    onRemote: (listener) => void remoteListeners.push(listener),
    close: async () => {
      closed = true;
      listening = false;
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
