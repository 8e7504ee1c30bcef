// OPS-3: what the server keeps only for a while is purged: idempotency records older than the time a
// device may stay offline (IDEMPOTENCY_RETENTION_DAYS), sessions that expired or were revoked (and
// the spent id tokens past their expiry: OPS-6),
// resumable uploads untouched for UPLOAD_RETENTION_HOURS (FIELD-3: abandoned on a device). Run
// at start and every hour; each purge is one idempotent DELETE, so several instances running it at
// once do no harm and need no leader.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from './db/types.js';
import { deleteIdempotencyRecords } from './http/idempotency.js';
import { deleteEndedSessions, deleteExpiredSpentTokens } from './modules/session/service.js';
import { purgeAbandonedUploads } from './modules/uploads/service.js';

export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface PurgeCounts {
  idempotencyRecords: number;
  sessions: number;
  spentIdTokens: number;
  uploads: number;
}

export interface Retention {
  idempotencyRetentionDays: number;
  uploadRetentionHours: number;
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
    uploads: await purgeAbandonedUploads(db, uploadsTouchedSince.toISOString()),
  };
}

/** Purges now and every hour until the server closes; a failed purge is logged and tried next hour. */
export function scheduleHousekeeping(app: FastifyInstance, db: Kysely<Database>, retention: Retention): void {
  const run = () =>
    purgeExpired(db, { now: new Date(), ...retention }).then(
      (counts) => app.log.info(counts, 'housekeeping: purged'),
      (error: unknown) => app.log.warn({ err: error }, 'housekeeping failed; next try in an hour'),
    );
  const timer = setInterval(() => void run(), HOUSEKEEPING_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void run());
  app.addHook('onClose', async () => clearInterval(timer));
}
