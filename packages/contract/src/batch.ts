// FIELD-6: several queued changes in one request. Each entry is the request its task would send on
// its own (method, path with query, JSON body) with its own Idempotency-Key, so the server runs it
// exactly as it would alone: its own validation, transaction and recorded answer; one entry's 4xx
// leaves the others alone. Uploads stay out of batches (they go in their own lane).
import { z } from 'zod';

/** Entries per batch: enough to save round trips, few enough that one request stays short. */
export const BATCH_MAX_ENTRIES = 20;
/** What a batch entry may call: the app's own API, never sign-in or another batch. */
export const BATCH_PATH = '/api/batch';

const entryPath = z
  .string()
  .min(5)
  .max(2000)
  .refine(
    (path) => path.startsWith('/api/') && !path.startsWith(BATCH_PATH) && !path.startsWith('/api/session'),
    {
      message: 'must be a path of the API other than session and batch',
    },
  );

export const BatchEntry = z.object({
  idempotencyKey: z.string().min(16).max(200),
  method: z.enum(['POST', 'PUT', 'DELETE']),
  path: entryPath,
  body: z.unknown().optional(),
});
export type BatchEntry = z.infer<typeof BatchEntry>;

export const BatchRequest = z.object({
  entries: z.array(BatchEntry).min(1).max(BATCH_MAX_ENTRIES),
});
export type BatchRequest = z.infer<typeof BatchRequest>;

/** One entry's answer: what the entry alone would have got (status and JSON body). */
export const BatchEntryAnswer = z.object({
  status: z.number().int(),
  body: z.unknown(),
  /** The answer recorded for this key by an earlier try (QUEUE-7). */
  replayed: z.boolean(),
});
export type BatchEntryAnswer = z.infer<typeof BatchEntryAnswer>;

export const BatchAnswer = z.object({ answers: z.array(BatchEntryAnswer) });
export type BatchAnswer = z.infer<typeof BatchAnswer>;
