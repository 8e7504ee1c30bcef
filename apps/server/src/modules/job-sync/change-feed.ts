// OPS-5: a version of "anything a job delta shows may have changed", kept in memory so a poll of
// an unchanged yard is answered without the database (poll-cache.ts). Every write through the
// database handle bumps it, and again when its request answers (committed by then). On PostgreSQL the
// bump is sent to every other instance with NOTIFY and each one LISTENs; while the listening
// connection is down an instance cannot know what others wrote, so it trusts no cached delta.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { WriteWatch } from '../../db/write-watch.js';

export const CHANGE_CHANNEL = 'fieldops_job_changes';
/** How soon a lost LISTEN connection is tried again. */
const RELISTEN_MS = 1_000;

export interface ChangeFeed {
  version(): number;
  /** False while changes made elsewhere may go unseen: no cached delta may be used. */
  trusted(): boolean;
  /** This instance committed something a delta may show. */
  changed(): void;
  /**
   * Another instance committed something, or changes may have gone unseen (a lost LISTEN): the
   * session cache drops what it believes (OPS-5: a sign-out anywhere is refused everywhere).
   */
  onRemote(listener: () => void): void;
  close(): Promise<void>;
}

/** One process (SQLite): its own writes are all there are. */
export function localChangeFeed(): ChangeFeed {
  let version = 0;
  return {
    version: () => version,
    trusted: () => true,
    changed: () => void version++,
    onRemote: () => {},
    close: async () => {},
  };
}

/**
 * Several processes on one PostgreSQL database. NOTIFY is delivered after the sender's commit, in
 * order; a dedicated client LISTENs (a pooled one would be handed to queries). Sends are coalesced:
 * one NOTIFY in flight, and one more after it when writes came meanwhile.
 */
export function postgresChangeFeed(databaseUrl: string, log: FastifyInstance['log']): ChangeFeed {
  let version = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let sending = false;
  let sendAgain = false;
  const remoteListeners: Array<() => void> = [];
  const remoteChanged = () => remoteListeners.forEach((listener) => listener());

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    const lost = (error?: Error) => {
      if (client !== next) return;
      listening = false;
      client = null;
      version++;
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
      version++;
      // Our own NOTIFY comes back on this same connection; only other instances' news matters here.
      if (message.processId !== (next as pg.Client & { processID?: number }).processID) remoteChanged();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client !== next || closed) return;
      listening = true;
      // Whatever was written while nobody listened: no cached delta from before is trusted.
      version++;
      remoteChanged();
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  }

  async function send(): Promise<void> {
    if (sending) {
      sendAgain = true;
      return;
    }
    sending = true;
    try {
      do {
        sendAgain = false;
        if (!client || !listening) return; // the next LISTEN bumps every version anyway
        await client.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, '']);
      } while (sendAgain);
    } catch (error) {
      log.warn({ err: error }, 'job change notification not sent');
    } finally {
      sending = false;
    }
  }

  void listen();
  return {
    version: () => version,
    trusted: () => listening,
    changed: () => {
      version++;
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

const writesAtStart = Symbol('writesAtStart');
type Counted = FastifyRequest & { [writesAtStart]?: number };

/**
 * Bumps the feed at every write through this process's database handle, and once more before the
 * answer of a request during which writes ran: a write inside a transaction is seen at once but
 * commits later, and a poll that read in between must not keep its answer.
 */
export function trackChanges(app: FastifyInstance, feed: ChangeFeed, writes: WriteWatch): void {
  writes.onWrite(() => feed.changed());
  // Callback hooks, not async ones: they run on every request, poll included (OPS-5).
  app.addHook('onRequest', (request: Counted, _reply, done) => {
    request[writesAtStart] = writes.count;
    done();
  });
  app.addHook('onSend', (request: Counted, _reply, payload, done) => {
    if (request[writesAtStart] !== undefined && request[writesAtStart] !== writes.count) feed.changed();
    done(null, payload);
  });
  app.addHook('onClose', () => feed.close());
}
