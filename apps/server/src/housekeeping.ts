// OPS-3: what the server keeps only for a while is purged: idempotency records older than the time a
// device may stay offline (IDEMPOTENCY_RETENTION_DAYS), sessions that expired or were revoked (and
// the spent id tokens past their expiry: OPS-6),
// resumable uploads untouched for UPLOAD_RETENTION_HOURS (FIELD-3: abandoned on a device). Run
// at start and every hour by one instance at a time (background/); each purge is one idempotent
// DELETE anyway, so a run taken over from a dead instance does no harm.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { BlobStore } from './adapters/blobs/blob-store.js';
import type { Database } from './db/types.js';
import { deleteIdempotencyRecords } from './http/idempotency.js';
import { deleteEndedSessions, deleteExpiredSpentTokens } from './modules/session/service.js';
import { purgeAbandonedUploads } from './modules/uploads/service.js';
import { ALLOWANCE_WINDOW_MS, purgeIdleAllowances } from './modules/uploads/cost-limit.js';
import { purgeExpiredProviderModels } from './idp/adapter.js';

export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface PurgeCounts {
  idempotencyRecords: number;
  sessions: number;
  spentIdTokens: number;
  uploads: number;
  /** OPS-2: the embedded provider's expired sessions, grants, interactions and tokens. */
  providerModels: number;
}

export interface Retention {
  idempotencyRetentionDays: number;
  uploadRetentionHours: number;
  /** SCALE-4: where abandoned uploads' chunk objects are deleted (BLOB_STORE=s3 puts them there). */
  blobs?: BlobStore;
}

export async function purgeExpired(
  db: Kysely<Database>,
  options: Retention & { now: Date },
): Promise<PurgeCounts> {
  const now = options.now.getTime();
  const keepSince = new Date(now - options.idempotencyRetentionDays * DAY_MS);
  const uploadsTouchedSince = new Date(now - options.uploadRetentionHours * HOUR_MS);
  return {
    idempotencyRecords: await deleteIdempotencyRecords(db, keepSince.toISOString()),
    sessions: await deleteEndedSessions(db, options.now.toISOString()),
    spentIdTokens: await deleteExpiredSpentTokens(db, options.now.toISOString()),
    uploads: await purgeAbandonedUploads(db, uploadsTouchedSince.toISOString(), options.blobs),
    providerModels: await purgeExpiredProviderModels(db, options.now.toISOString()),
  };
}

/**
 * Purges at start and every hour, as one background job (OPS-2): one instance at a time runs it,
 * once an hour across all of them. A failed purge is logged and tried next hour.
 */
export function scheduleHousekeeping(app: FastifyInstance, db: Kysely<Database>, retention: Retention): void {
  app.background.add({
    name: 'housekeeping',
    everyMs: HOUSEKEEPING_EVERY_MS,
    run: async (now) => {
      const counts = await purgeExpired(db, { now, ...retention });
      // OPS-6: an upload allowance whose minute ended is worth nothing (the next spend starts afresh).
      const ended = new Date(now.getTime() - ALLOWANCE_WINDOW_MS).toISOString();
      const uploadAllowances = await purgeIdleAllowances(db, ended);
      app.log.info({ ...counts, uploadAllowances }, 'housekeeping: purged');
      return counts;
    },
  });
}
