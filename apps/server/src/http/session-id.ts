// The SHA-256 of a session id, as the sessions table and the session cache key it. OPS-5: a request
// needs it twice (its rate-limit count and its session lookup), so it is computed once per request.
import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The longest id looked up; anything longer is no session of ours (and not worth hashing). */
export const MAX_SESSION_ID_LENGTH = 200;

export const hashSessionId = (sid: string): string => hash('sha256', sid, 'hex');

export function sidOf(request: FastifyRequest): string | undefined {
  const sid = (request.query as Record<string, unknown> | undefined)?.sid;
  return typeof sid === 'string' ? sid : undefined;
}

/** Where a request keeps its hash (a property: a WeakMap of every request cost more than the hash). */
const HASH = Symbol('sessionIdHash');
type Hashed = FastifyRequest & { [HASH]?: string };

/** The hash of the request's `sid`, or undefined without one (or one too long to be ours). */
export function sessionIdHashOf(request: Hashed): string | undefined {
  const known = request[HASH];
  if (known !== undefined) return known;
  const sid = sidOf(request);
  if (sid === undefined || sid.length === 0 || sid.length > MAX_SESSION_ID_LENGTH) return undefined;
  return (request[HASH] = hashSessionId(sid));
}
