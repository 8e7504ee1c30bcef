// QUEUE-7 "exactly once": a queued task carries an Idempotency-Key. The key is claimed in the
// same transaction as the change: the first request inserts the record and runs the handler; a
// replay finds the record and gets the recorded answer; the same key with another request is 422.
// Two concurrent requests with one key cannot both apply: the unique (user_id, idem_key) makes
// the second insert wait for the first transaction, then find its record. Failed requests roll
// back their claim, so a retry after an error runs again.
import { createHash } from 'node:crypto';
import { ERROR_CODES, IDEMPOTENCY_HEADER } from '@fieldops/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isoNow } from '../db/dialect.js';
import type { Database } from '../db/types.js';
import { badRequest, HttpError } from './errors.js';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
export const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Set on an answer replayed from its idempotency record (batch entries report it too). */
export const REPLAY_HEADER = 'idempotent-replayed';

/** JSON with object keys sorted, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The path and query without `sid`: the same task sent after signing in again is the same request. */
export function pathWithoutSid(url: string): string {
  const parsed = new URL(url, 'http://server.invalid');
  parsed.searchParams.delete('sid');
  return parsed.pathname + parsed.search;
}

function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badRequest(
      `${IDEMPOTENCY_HEADER} must be one value of 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`,
    );
  }
  return raw;
}

/**
 * Runs a mutation in one transaction, with idempotency when the request carries a key. The
 * handler gets the transaction and must make every change through it.
 */
export async function mutation<T>(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  run: (trx: Kysely<Database>) => Promise<T>,
): Promise<T | unknown> {
  const key = idempotencyKey(request);
  if (key === undefined) return db.transaction().execute(run);
  const path = pathWithoutSid(request.url);
  const requestHash = createHash('sha256')
    .update(`${request.method}\n${path}\n${canonicalJson(request.body)}`)
    .digest('hex');

  return db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('idempotency_records')
      .values({
        user_id: userId,
        idem_key: key,
        method: request.method,
        path,
        request_hash: requestHash,
        status_code: 0,
        answer: 'null',
        created_at: isoNow(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'idem_key']).doNothing())
      .returning('record_id')
      .executeTakeFirst();

    if (!claim) {
      const recorded = await trx
        .selectFrom('idempotency_records')
        .select(['request_hash', 'status_code', 'answer'])
        .where('user_id', '=', userId)
        .where('idem_key', '=', key)
        .executeTakeFirstOrThrow();
      if (recorded.request_hash !== requestHash) {
        throw new HttpError(
          422,
          ERROR_CODES.idempotencyMismatch,
          `${IDEMPOTENCY_HEADER} was already used for a different request`,
        );
      }
      reply.code(recorded.status_code).header(REPLAY_HEADER, 'true');
      return JSON.parse(recorded.answer) as unknown;
    }

    const answer = await run(trx);
    await trx
      .updateTable('idempotency_records')
      .set({ status_code: reply.statusCode, answer: JSON.stringify(answer ?? null) })
      .where('record_id', '=', claim.record_id)
      .execute();
    return answer;
  });
}

/**
 * OPS-3: a recorded answer is needed only while a device may still replay its task, i.e. while it
 * may stay offline (IDEMPOTENCY_RETENTION_DAYS). Older records are deleted.
 */
export async function deleteIdempotencyRecords(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_records')
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
