// TRUST-9: what a batch entry may reach, judged by the route the router matched for it, never by
// how its path is spelt (`/api/%62atch`, `/api/./batch` and `/api/x/../batch` all land on the
// batch route). Entries run inside `asBatchEntry`, so hooks can tell an entry from a request that
// came over the network: a header could be forged by a client, the async context cannot.
import { AsyncLocalStorage } from 'node:async_hooks';
import { calls } from '@fieldops/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

interface EntryState {
  /** The batch request's own rate-limit count stands for this entry (the first one). */
  prepaid: boolean;
}

const entryState = new AsyncLocalStorage<EntryState>();

/** Runs one entry's in-process request; `prepaid` for the one the batch request already counted. */
export function asBatchEntry<T>(prepaid: boolean, run: () => Promise<T>): Promise<T> {
  return entryState.run({ prepaid }, run);
}

/**
 * A batch of N entries costs N requests of the rate limit: the batch request counts as its first
 * entry, every further entry counts as it runs. Answers true once, for the first entry.
 */
export function takePrepaidCount(): boolean {
  const state = entryState.getStore();
  if (!state?.prepaid) return false;
  state.prepaid = false;
  return true;
}

const routeKey = (method: string, url: string) => `${method} ${url}`;
/** Calls no entry may make: another batch (no nesting), and starting or ending the session. */
const OUT_OF_BATCH = new Set(
  [calls.batch, calls.createSession, calls.endSession].map((c) => routeKey(c.method, c.path)),
);
/** The contract's calls: anything else under /api (resumable uploads) stays out of batches too. */
const CONTRACT_ROUTES = new Set(Object.values(calls).map((c) => routeKey(c.method, c.path)));

/** Refuses, as that entry's own 400, an entry whose path lands on a route a batch may not reach. */
export function refuseOutOfBatchRoutes(app: FastifyInstance): void {
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    const url = request.routeOptions.url;
    // Not an entry, or no route at all (the usual 404 answers it).
    if (!entryState.getStore() || url === undefined) return done();
    const route = routeKey(request.method, url);
    if (!OUT_OF_BATCH.has(route) && CONTRACT_ROUTES.has(route)) return done();
    done(
      badRequest(
        `A batch entry cannot call ${route}: batches do not nest, and sign-in and sign-out go alone`,
        [{ field: 'path', code: 'not_in_batch', message: `${route} cannot be called from a batch` }],
      ),
    );
  });
}
