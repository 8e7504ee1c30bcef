// OPS-5, SCALE-1: what changed since a job delta was read, kept in memory so a poll of an unchanged
// yard is answered without the database (poll-cache.ts). Every write through the database handle
// is counted against the jobs it names (write-scope.ts), and again when its request answers
// (committed by then). On PostgreSQL the jobs are sent to every other instance with NOTIFY and
// each one LISTENs; while the listening connection is down an instance cannot know what others
// wrote, so it trusts no cached delta.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WriteWatch } from '../../db/write-watch.js';
import { JobVersions, RecentWrites } from './job-versions.js';
import { writeScope, type WriteScope } from './write-scope.js';

export interface ChangeFeed {
  /** The count to store a read under: taken before reading, so a write during it voids it. */
  stamp(): number;
  /** Nothing a reader of `jobIDs` sees changed after `stamp`. */
  unchangedSince(stamp: number, jobIDs: readonly number[]): boolean;
  /** False while changes made elsewhere may go unseen: no cached delta may be used. */
  trusted(): boolean;
  /** This instance committed something a delta may show: on these jobs, or anywhere ('all'). */
  changed(scope?: WriteScope): void;
  /**
   * Another instance committed something beyond named jobs (a user, a sign-out), or changes may
   * have gone unseen (a lost LISTEN): the session cache drops what it believes (OPS-5: a sign-out
   * anywhere is refused everywhere).
   */
  onRemote(listener: () => void): void;
  close(): Promise<void>;
}

/** One process (SQLite): its own writes are all there are. */
export function localChangeFeed(): ChangeFeed {
  const versions = new JobVersions();
  return {
    stamp: () => versions.stamp(),
    unchangedSince: (stamp, jobIDs) => versions.unchangedSince(stamp, jobIDs),
    trusted: () => true,
    changed: (scope = 'all') => versions.changed(scope),
    onRemote: () => {},
    close: async () => {},
  };
}

const writesAtStart = Symbol('writesAtStart');
type Counted = FastifyRequest & { [writesAtStart]?: number };

/**
 * Counts each write through this process's database handle against the jobs it names, and once
 * more before the answer of a request during which writes ran: a write inside a transaction is
 * seen at once but commits later, and a poll that read in between must not keep its answer.
 */
export function trackChanges(app: FastifyInstance, feed: ChangeFeed, writes: WriteWatch): void {
  const recent = new RecentWrites();
  writes.onWrite((table, node) => {
    const scope = writeScope(table, node);
    recent.add(writes.count - 1, scope === 'none' ? [] : scope);
    if (scope !== 'none') feed.changed(scope);
  });
  // Callback hooks, not async ones: they run on every request, poll included (OPS-5).
  app.addHook('onRequest', (request: Counted, _reply, done) => {
    request[writesAtStart] = writes.count;
    done();
  });
  app.addHook('onSend', (request: Counted, _reply, payload, done) => {
    const start = request[writesAtStart];
    if (start !== undefined && start !== writes.count) {
      const scope = recent.since(start);
      if (scope === 'all' || scope.length > 0) feed.changed(scope);
    }
    done(null, payload);
  });
  app.addHook('onClose', () => feed.close());
}
