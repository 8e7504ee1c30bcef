// FIELD-6: a batch of queued changes. Each entry is replayed in-process (Fastify inject) as the
// request it stands for, with the batch's session, so it passes the same chain as if it came alone:
// rate limit, session, validation, its own transaction and Idempotency-Key record. Entries run one
// after the other in the order sent; one entry's 4xx is its own answer and the others still run.
// The caller's address is passed on, so each entry counts against the caller's rate limit as a
// request of its own would, and a batch cannot be used to act as another session.
import {
  DEVICE_HEADER,
  IDEMPOTENCY_HEADER,
  type BatchEntry,
  type BatchEntryAnswer,
} from '@fieldops/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sidOf } from './auth.js';
import { REPLAY_HEADER } from './idempotency.js';
import { serveCall, type RouteDeps } from './contract-route.js';

/** The entry's path with the batch's own `sid`: a `sid` written into an entry is dropped. */
export function entryUrl(path: string, sid: string): string {
  const url = new URL(path, 'http://server.invalid');
  url.searchParams.delete('sid');
  url.searchParams.set('sid', sid);
  return url.pathname + url.search;
}

function answerBody(payload: string, contentType: string | undefined): unknown {
  if (!payload || !contentType?.includes('json')) return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}

async function runEntry(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: BatchEntry,
): Promise<BatchEntryAnswer> {
  const hasBody = entry.body !== undefined;
  const device = request.headers[DEVICE_HEADER.toLowerCase()];
  const answer = await app.inject({
    method: entry.method,
    url: entryUrl(entry.path, sidOf(request) ?? ''),
    remoteAddress: request.ip,
    headers: {
      // The device the batch came from is the device of each entry (DEVICE_HEADER).
      ...(typeof device === 'string' ? { [DEVICE_HEADER.toLowerCase()]: device } : {}),
      [IDEMPOTENCY_HEADER.toLowerCase()]: entry.idempotencyKey,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: JSON.stringify(entry.body) } : {}),
  });
  const contentType = answer.headers['content-type'];
  return {
    status: answer.statusCode,
    body: answerBody(answer.payload, typeof contentType === 'string' ? contentType : undefined),
    replayed: answer.headers[REPLAY_HEADER] === 'true',
  };
}

export function batchRoutes(app: FastifyInstance, deps: RouteDeps): void {
  serveCall(
    app,
    deps,
    'batch',
    async ({ request, body }) => {
      const answers: BatchEntryAnswer[] = [];
      for (const entry of body.entries) answers.push(await runEntry(app, request, entry));
      return { answers };
    },
    { ownTransactions: true },
  );
}
