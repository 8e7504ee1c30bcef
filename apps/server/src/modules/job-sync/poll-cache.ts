// OPS-5: the last job delta read for each user, reused while nothing it shows was written since
// (SCALE-1: the change feed counts writes per job, so a note on a job voids only the answers of
// the readers who reach it). A delta is a function of the database and of its window's
// start; a later window answers a subset of an earlier one's `changed` (the jobs changed after the
// later start), so with the database unchanged a poll is answered from memory. An entry also ages
// out, so a change made around the server (by hand in the database) shows within MAX_AGE_MS.
import { createHash } from 'node:crypto';
import type { JobFolder } from '@fieldops/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { localChangeFeed, trackChanges, type ChangeFeed } from './change-feed.js';
import { postgresChangeFeed } from './postgres-change-feed.js';

const MAX_AGE_MS = 60_000;
/** Readers remembered at most; the oldest entry goes first. */
const MAX_USERS = 100_000;
/** A larger delta (a first sync) is not kept: it is rare, and memory is shared by every user. */
const MAX_CACHED_CHANGED = 50;

export interface DeltaRead {
  /** The change feed's count before the reads began. */
  stamp: number;
  /** The window's start the `changed` jobs were read from (ms since the epoch). */
  afterMs: number;
  jobIDs: number[];
  jobIDsHash: string;
  changed: JobFolder[];
  /** OFFICE-4: the report templates' versions when read (company-wide; voided with the rest). */
  templatesStamp: string;
}

interface Entry extends DeltaRead {
  readAt: number;
}

/** The cache key: what a reader reaches is a function of its role and employee. */
export const readerKey = (reader: { role: string; employeeID: number }): string =>
  `${reader.role}:${reader.employeeID}`;

export const hashJobIDs = (jobIDs: readonly number[]): string =>
  createHash('sha1').update(jobIDs.join(',')).digest('base64url');

export class PollCache {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly feed: ChangeFeed) {}

  /** The count to store a read under: taken before reading, so a write during it voids it. */
  stamp(): number {
    return this.feed.stamp();
  }

  /**
   * A delta for `reader` (what it reaches is a function of its role and employee: the cache key)
   * from `after` on, if one read since the last write covers it.
   */
  answer(reader: string, afterMs: number, now = Date.now()): DeltaRead | null {
    const entry = this.entries.get(reader);
    if (!entry || !this.feed.trusted() || !this.feed.unchangedSince(entry.stamp, entry.jobIDs)) return null;
    if (now - entry.readAt > MAX_AGE_MS || afterMs < entry.afterMs) return null;
    // Most polls of a quiet yard: nothing changed, nothing to filter (no date work per poll).
    if (entry.changed.length === 0) return entry;
    const changed = entry.changed.filter((job) => Date.parse(job.updatedDate) > afterMs);
    return { ...entry, afterMs, changed };
  }

  store(reader: string, read: DeltaRead, now = Date.now()): void {
    if (read.changed.length > MAX_CACHED_CHANGED) return;
    if (!this.feed.unchangedSince(read.stamp, read.jobIDs)) return;
    this.entries.delete(reader);
    this.entries.set(reader, { ...read, readAt: now });
    if (this.entries.size > MAX_USERS) this.entries.delete(this.entries.keys().next().value!);
  }
}

/** Each app's cache, found by its database handle (the procedure registry hands handlers the db). */
const caches = new WeakMap<Kysely<Database>, PollCache>();

export function registerPollCache(db: Kysely<Database>, feed: ChangeFeed): PollCache {
  const cache = new PollCache(feed);
  caches.set(db, cache);
  return cache;
}

export const pollCacheOf = (db: Kysely<Database>): PollCache | undefined => caches.get(db);

/**
 * OPS-5: polls of an unchanged yard answered from memory. Writes void the cached deltas: this
 * instance's at once, other instances' (PostgreSQL) when their NOTIFY arrives.
 */
export function servePollsFromMemory(
  app: FastifyInstance,
  database: DatabaseHandle,
  config: Pick<AppConfig, 'databaseUrl' | 'changeFeed'>,
): ChangeFeed {
  // SCALE-3: CHANGE_FEED=local spares the LISTEN connection of a lone instance on PostgreSQL.
  const listen = config.databaseUrl && config.changeFeed === 'listen';
  const feed = listen ? postgresChangeFeed(config.databaseUrl!, app.log) : localChangeFeed();
  trackChanges(app, feed, database.writes);
  registerPollCache(database.db, feed);
  return feed;
}
