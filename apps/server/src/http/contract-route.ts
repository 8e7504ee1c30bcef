// Routes are registered from the contract's `calls` table (ARCHITECTURE: one contract): method,
// path and schemas come from there, so validation and the OpenAPI document cannot drift from
// what the app sends. The chain is fixed here, by construction, for every module:
// rate limit (global) → session (auth calls) → validation → transaction + idempotency (mutations
// with a session) → handler.
import { calls, type CallAnswer, type CallDefinition, type CallName } from '@fieldops/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/types.js';
import type { AuthSession, SessionService } from '../modules/session/service.js';
import { requireSession } from './auth.js';
import { mutation, MUTATING_METHODS } from './idempotency.js';

type Calls = typeof calls;
type Part<C, K extends string> = C extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

export interface CallContext<C extends CallName> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** For mutations, the transaction that also records the idempotency key. */
  db: Kysely<Database>;
  session: Calls[C]['auth'] extends true ? AuthSession : null;
  body: Part<Calls[C], 'body'>;
  query: Part<Calls[C], 'query'>;
  params: Part<Calls[C], 'params'>;
}

export type CallHandler<C extends CallName> = (context: CallContext<C>) => Promise<CallAnswer<C>>;

export interface RouteDeps {
  db: Kysely<Database>;
  sessions: SessionService;
}

export function serveCall<C extends CallName>(
  app: FastifyInstance,
  deps: RouteDeps,
  name: C,
  handler: CallHandler<C>,
): void {
  const call: CallDefinition = calls[name];
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      operationId: name,
      tags: [call.path.split('/')[2] ?? 'api'],
      ...(call.auth ? { security: [{ sid: [] }] } : {}),
      // Only the parts a call has: Fastify warns about parts given as undefined.
      ...(call.body ? { body: call.body } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.params ? { params: call.params } : {}),
      response: { 200: call.answer },
    },
    onRequest: call.auth ? requireSession(deps.sessions) : undefined,
    handler: async (request, reply) => {
      const session = request.authSession;
      // Validation has run (validatorCompiler) and the auth hook has set the session, so the
      // parts have the contract's types; TypeScript cannot follow that through Fastify's generics.
      const context = (db: Kysely<Database>) =>
        ({
          request,
          reply,
          db,
          session,
          body: request.body,
          query: request.query,
          params: request.params,
        }) as unknown as CallContext<C>;
      if (session && MUTATING_METHODS.has(call.method)) {
        return mutation(deps.db, request, reply, session.user.userID, (trx) => handler(context(trx)));
      }
      return handler(context(deps.db));
    },
  });
}
