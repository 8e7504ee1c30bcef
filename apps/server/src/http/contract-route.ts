// Routes are registered from the contract's `calls` table (ARCHITECTURE: one contract): method,
// path and schemas come from there, so validation and the OpenAPI document cannot drift from
// what the app sends. The chain is fixed here, by construction, for every module:
// rate limit (global) → session (auth calls) → validation → transaction + idempotency (mutations
// with a session) → handler.
import { Readable } from 'node:stream';
import {
  calls,
  type CallAnswer,
  type CallDefinition,
  type CallName,
  type OfficeRole,
  type UserData,
} from '@fieldops/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/types.js';
import type { AuthSession, SessionCheck } from './auth.js';
import { forbidden } from './errors.js';
import { mutation, MUTATING_METHODS } from './idempotency.js';
import { requireCaller, type ServiceTokenCheck } from './service-token.js';

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
  sessions: SessionCheck;
  /** OFFICE-1: the office roles of a signed-in person (modules/office); needed by office calls only. */
  officeRoles?: (db: Kysely<Database>, user: UserData) => Promise<OfficeRole[]>;
  /** INT-2: service tokens (modules/service-accounts); without it every token is refused. */
  serviceTokens?: ServiceTokenCheck;
}

export interface ServeOptions {
  /** A larger body limit for this call only (image uploads); others keep BODY_LIMIT_BYTES. */
  bodyLimit?: number;
  /**
   * The handler runs other requests that each have their own transaction and idempotency record
   * (a batch), so this call gets no transaction of its own.
   */
  ownTransactions?: boolean;
  /**
   * A POST that only reads (a read procedure through /api/cmd): no transaction, and no
   * idempotency record is kept for it (OPS-3).
   */
  readsOnly?: (request: FastifyRequest) => boolean;
  /**
   * INT-2: the answer holds a secret shown once (a new service token): the change has its
   * transaction but no idempotency record, which would keep the answer, and so the secret, at rest.
   */
  secretAnswer?: boolean;
}

interface RegisterOptions extends ServeOptions {
  answersBytes?: boolean;
}

/** Calls whose answer is bytes (contract: `answerMediaTypes`), and the others. */
type BinaryCallName = {
  [C in CallName]: Calls[C] extends { answerMediaTypes: readonly string[] } ? C : never;
}[CallName];
type JsonCallName = Exclude<CallName, BinaryCallName>;

/** What a handler of a bytes call answers; serveBinaryCall turns it into the reply. */
export interface BinaryAnswer {
  /**
   * Produced only when the client's cached copy (If-None-Match) is not current; a stream (a blob
   * read from the object store, SCALE-4) is sent as it arrives, never held whole.
   */
  bytes: () => Promise<Uint8Array | Readable>;
  mediaType: string;
  /** A strong validator of the bytes; a matching If-None-Match gets 304 without the body. */
  etag?: string;
  cacheControl: string;
  contentDisposition?: string;
}

export function serveCall<C extends JsonCallName>(
  app: FastifyInstance,
  deps: RouteDeps,
  name: C,
  handler: CallHandler<C>,
  options: ServeOptions = {},
): void {
  registerCall(app, deps, name, handler, options);
}

/**
 * A call that answers bytes (an image, a PDF). Only reads may: a mutation's answer is recorded
 * for idempotent replays, and bytes have no place there. Fastify sends a Buffer as it is, so the
 * JSON serializer (and the contract's answer check) is skipped by construction.
 */
export function serveBinaryCall<C extends BinaryCallName>(
  app: FastifyInstance,
  deps: RouteDeps,
  name: C,
  handler: (context: CallContext<C>) => Promise<BinaryAnswer>,
): void {
  const call: CallDefinition = calls[name];
  if (call.method !== 'GET') throw new Error(`${name}: only GET calls may answer bytes`);
  const bytesCall = async (context: CallContext<C>) => {
    const answer = await handler(context);
    const { reply, request } = context;
    if (!call.answerMediaTypes?.includes(answer.mediaType)) {
      throw new Error(`${name} answered ${answer.mediaType}, which its contract does not list`);
    }
    reply.header('cache-control', answer.cacheControl);
    if (answer.contentDisposition) reply.header('content-disposition', answer.contentDisposition);
    if (answer.etag) {
      reply.header('etag', answer.etag);
      if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
    }
    const bytes = await answer.bytes();
    if (bytes instanceof Readable) return reply.type(answer.mediaType).send(bytes);
    return reply.type(answer.mediaType).send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  };
  // A bytes answer may be opened as a page: it keeps the app's security headers (security.ts).
  registerCall(app, deps, name, bytesCall, { answersBytes: true });
}

function requireOfficeRole(deps: RouteDeps, name: string, allowed: readonly OfficeRole[]) {
  const rolesOf = deps.officeRoles;
  if (!rolesOf) throw new Error(`${name} is an office call: its routes need officeRoles`);
  return async (request: FastifyRequest) => {
    // INT-2: a service token got here only with one of the call's scopes (service-token.ts).
    if (request.authSession?.serviceAccount) return;
    const roles = await rolesOf(deps.db, request.authSession!.user);
    if (!roles.some((role) => allowed.includes(role))) {
      throw forbidden('This is for the office: your account does not have an office role that may do it');
    }
  };
}

function registerCall<C extends CallName>(
  app: FastifyInstance,
  deps: RouteDeps,
  name: C,
  handler: (context: CallContext<C>) => Promise<unknown>,
  options: RegisterOptions = {},
): void {
  const call: CallDefinition = calls[name];
  app.route({
    method: call.method,
    url: call.path,
    config: { answersBytes: options.answersBytes === true },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      operationId: name,
      tags: [call.path.split('/')[2] ?? 'api'],
      // INT-2: a call machines may make also takes a service token with one of its scopes.
      ...(call.auth
        ? { security: [{ sid: [] }, ...(call.scopes ? [{ serviceToken: [...call.scopes] }] : [])] }
        : {}),
      // Only the parts a call has: Fastify warns about parts given as undefined.
      ...(call.body ? { body: call.body } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.params ? { params: call.params } : {}),
      // An answer the contract leaves open (z.unknown: /api/cmd, whose procedures check their own
      // answers' types at compile time) is sent without a per-answer parse (OPS-5: the poll).
      ...(call.answer._zod.def.type === 'unknown' ? {} : { response: { 200: call.answer } }),
    },
    onRequest: call.auth ? requireCaller(deps.sessions, deps.serviceTokens, call) : undefined,
    // OFFICE-1: before the body is even read, a caller without one of the call's office roles is refused.
    preValidation: call.office ? requireOfficeRole(deps, name, call.office) : undefined,
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
      // TRUST-10: a read sent as POST (contract: `reads`) keeps no idempotency record.
      const writes = !options.ownTransactions && !call.reads && !options.readsOnly?.(request);
      if (options.secretAnswer && writes) {
        return deps.db.transaction().execute((trx) => handler(context(trx)));
      }
      if (session && MUTATING_METHODS.has(call.method) && writes) {
        return mutation(deps.db, request, reply, session.user.userID, (trx) => handler(context(trx)));
      }
      return handler(context(deps.db));
    },
  });
}
