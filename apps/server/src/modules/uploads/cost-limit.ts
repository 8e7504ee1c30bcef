// OPS-6: uploads are limited by what they cost, not by how many requests carry them: each session
// may send UPLOAD_MB_PER_MINUTE of upload bytes (tus chunks, photos) and ask for
// UPLOAD_MEGAPIXELS_PER_MINUTE of photo decoding a minute. Over that: 429 with Retry-After (the
// seconds left in the session's minute), in the error shape, and nothing is stored.
// The count is one row per session in the database, so every instance spends from the same
// allowance, and spending is one conditional UPDATE (a fixed one-minute window): of two requests
// at once, both pass only if both fit. A fresh minute admits one request whatever its cost, so a
// single photo above the allowance is refused by the size limits, not starved here.
import { ERROR_CODES } from '@fieldops/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { HttpError } from '../../http/errors.js';

export const ALLOWANCE_WINDOW_MS = 60_000;

export interface UploadCost {
  bytes: number;
  /** Decoded pixels (width × height) a photo will cost; 0 for bytes that are not decoded here. */
  pixels: number;
}

export interface UploadAllowance {
  bytesPerMinute: number;
  pixelsPerMinute: number;
}

/** Spends `cost` from the session's allowance, or throws 429 with Retry-After and spends nothing. */
export async function spendUploadAllowance(
  db: Kysely<Database>,
  sessionID: number,
  cost: UploadCost,
  allowance: UploadAllowance,
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const windowEnded = new Date(now.getTime() - ALLOWANCE_WINDOW_MS).toISOString();
  const bytes = Math.max(0, Math.round(cost.bytes));
  const pixels = Math.max(0, Math.round(cost.pixels));
  await db
    .insertInto('upload_allowances')
    .values({ session_id: sessionID, window_start: at, bytes: 0, pixels: 0 })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .execute();
  const fresh = sql<boolean>`window_start <= ${windowEnded}`;
  const spent = await db
    .updateTable('upload_allowances')
    .set({
      bytes: sql`case when ${fresh} then cast(${bytes} as bigint) else bytes + cast(${bytes} as bigint) end`,
      pixels: sql`case when ${fresh} then cast(${pixels} as bigint) else pixels + cast(${pixels} as bigint) end`,
      window_start: sql`case when ${fresh} then ${at} else window_start end`,
    })
    .where('session_id', '=', sessionID)
    .where(
      sql<boolean>`(${fresh} or (bytes = 0 and pixels = 0) or (bytes + cast(${bytes} as bigint) <= ${allowance.bytesPerMinute} and pixels + cast(${pixels} as bigint) <= ${allowance.pixelsPerMinute}))`,
    )
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 1) return;

  const row = await db
    .selectFrom('upload_allowances')
    .select('window_start')
    .where('session_id', '=', sessionID)
    .executeTakeFirst();
  const endsAt = Date.parse(row?.window_start ?? at) + ALLOWANCE_WINDOW_MS;
  const retryAfter = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
  const refused = new HttpError(
    429,
    ERROR_CODES.rateLimited,
    `Uploads of this session are over their allowance for this minute; try again in ${retryAfter} s`,
    {
      bytesPerMinute: allowance.bytesPerMinute,
      megapixelsPerMinute: allowance.pixelsPerMinute / 1e6,
      retryAfterSeconds: retryAfter,
    },
  );
  refused.headers = { 'retry-after': String(retryAfter) };
  throw refused;
}

/** Housekeeping: allowances of sessions idle for a window are worth nothing; ended sessions' go. */
export async function purgeIdleAllowances(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db
    .deleteFrom('upload_allowances')
    .where('window_start', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
