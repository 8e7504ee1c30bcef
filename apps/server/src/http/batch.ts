// FIELD-6: a batch of queued changes. Each entry is replayed in-process (Fastify inject) as the
// request it stands for, with the batch's session, so it passes the same chain as if it came alone:
// rate limit, session, validation, its own transaction and Idempotency-Key record. Entries run one
// after the other in the order sent; one entry's 4xx is its own answer and the others still run.
// The caller's address is passed on, so each entry counts against the caller's rate limit as a
// request of its own would, and a batch cannot be used to act as another session. TRUST-9: what an
// entry may reach is judged on the route it lands on (batch-entry.ts), after the router decoded it.
import {
  DEVICE_HEADER,
  IDEMPOTENCY_HEADER,
  type BatchEntry,
  type BatchEntryAnswer,
} from '@fieldops/contract';
import type { FastifyInstance, FastifyRequest, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sidOf } from './auth.js';
import { asBatchEntry, refuseOutOfBatchRoutes } from './batch-entry.js';
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
  first: boolean,
): Promise<BatchEntryAnswer> {
  const hasBody = entry.body !== undefined;
  const device = request.headers[DEVICE_HEADER.toLowerCase()];
  const options = {
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
  } satisfies InjectOptions;
  // The callback form starts the request at once, inside the entry's context (batch-entry.ts); the
  // promise form starts it when first awaited, which may be outside it.
  const answer = await asBatchEntry(
    first,
    () =>
      new Promise<LightMyRequestResponse>((resolve, reject) =>
        app.inject(options, (error, response) => (error || !response ? reject(error) : resolve(response))),
      ),
  );
  const contentType = answer.headers['content-type'];
  return {
    status: answer.statusCode,
    body: answerBody(answer.payload, typeof contentType === 'string' ? contentType : undefined),
    replayed: answer.headers[REPLAY_HEADER] === 'true',
  };
}

export function batchRoutes(app: FastifyInstance, deps: RouteDeps): void {
  refuseOutOfBatchRoutes(app);
  serveCall(
    app,
    deps,
    'batch',
    async ({ request, body }) => {
      const answers: BatchEntryAnswer[] = [];
      for (const [index, entry] of body.entries.entries()) {
        answers.push(await runEntry(app, request, entry, index === 0));
      }
      return { answers };
    },
    { ownTransactions: true },
  );
}
