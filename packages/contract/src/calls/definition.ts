// What a call of the contract declares, and the small schemas several areas' calls share.
import { z } from 'zod';
import { RecordID } from '../jobs.js';
import type { OfficeRole } from '../office.js';
import type { ServiceScope } from '../service-accounts.js';

export interface CallDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify-style path; `:name` marks a path parameter. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  answer: z.ZodType;
  /** Whether the call needs a session (everything but sign-in and health). */
  auth: boolean;
  /** Set when the answer is bytes of one of these media types instead of JSON (`answer` is BinaryAnswer). */
  answerMediaTypes?: readonly string[];
  /**
   * TRUST-10: a POST that only reads (its question is too long for a query): the server keeps no
   * idempotency record for it, since a replay may simply read again.
   */
  reads?: true;
  /** OFFICE-1: an office call, and the office roles that may make it (every other caller gets 403). */
  office?: readonly OfficeRole[];
  /**
   * INT-2: the scopes a service token may hold to make this call (any one of them). A call without
   * scopes refuses every service token with 403.
   */
  scopes?: readonly ServiceScope[];
}

export const id = RecordID;
/** A number read from a query string; an empty or blank value is refused, never read as 0 (OPS-6). */
export const queryNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().min(min).max(max),
  );
export const ok = z.object({ ok: z.literal(true) });
