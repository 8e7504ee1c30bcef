import { z } from 'zod';
import { CommandParameter } from './rules/command.js';

const taskBase = {
  /** A timestamp, unique per device (QUEUE-1). */
  queueID: z.number(),
  taskName: z.string(),
  typeObject: z.string(),
  counterTries: z.number().int().nonnegative(),
  updatedDate: z.string(),
  /** QUEUE-7: sent as the Idempotency-Key header on every try. */
  idempotencyKey: z.string().min(16),
  /** QUEUE-8: the queueID of a task that must succeed first. */
  dependsOn: z.number().nullable(),
  lastError: z.string().nullable(),
  state: z.enum(['waiting', 'rejected', 'skipped']),
  /**
   * FIELD-1: the contract call the task makes: a key of `calls`, or the procedure's name. The url,
   * method, payload (or procedure and parameters) above are derived from it and `args`. Every task
   * the app makes has both; optional here only because the spec's task (§3) has neither.
   */
  call: z.string().optional(),
  /** FIELD-1: the call's typed parameters (an HTTP call's path and query ones, a procedure's). */
  args: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
};

/** QUEUE-1: a task of the update queue: an HTTP call or the stored-procedure form. */
export const UpdateQueueTask = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('http'),
    url: z.string(),
    method: z.enum(['POST', 'PUT', 'DELETE']),
    payload: z.unknown(),
    ...taskBase,
  }),
  z.object({
    kind: z.literal('procedure'),
    procedure: z.string(),
    parameters: z.array(CommandParameter),
    ...taskBase,
  }),
]);
export type UpdateQueueTask = z.infer<typeof UpdateQueueTask>;
