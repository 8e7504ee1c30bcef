// INT-2: a request made with a service token (`Authorization: Bearer fo_svc_…`). The field app
// also sends a bearer (the provider's access token), which is not ours and is ignored (auth.ts);
// only a bearer with our prefix is read as a service token. A call declares the scopes a token may
// make it with (contract: `scopes`); a token on any other call, field calls and the office's
// account management included, is refused with 403 once the token itself is known good.
import { hash } from 'node:crypto';
import { SERVICE_TOKEN_PREFIX, type CallDefinition } from '@fieldops/contract';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { requireSession, type AuthSession, type SessionCheck } from './auth.js';
import { forbidden, unauthorized } from './errors.js';

/** What the hook asks of the service accounts (modules/service-accounts makes it). */
export interface ServiceTokenCheck {
  /** The session a token stands for, or a reason it is refused (unknown, expired, revoked). */
  authenticate(tokenHash: string): Promise<AuthSession | string>;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;
/** Anything longer is no token of ours, and not worth hashing. */
const MAX_TOKEN_LENGTH = 200;

/** The request's service token, when its bearer is one (our prefix); undefined otherwise. */
export function serviceTokenOf(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
  return token?.startsWith(SERVICE_TOKEN_PREFIX) && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

export const hashServiceToken = (token: string): string => hash('sha256', token, 'hex');

/** The `onRequest` of an `auth` call: a service token when the request carries one, else the session. */
export function requireCaller(
  sessions: SessionCheck,
  tokens: ServiceTokenCheck | undefined,
  call: Pick<CallDefinition, 'scopes'>,
): onRequestHookHandler {
  const bySession = requireSession(sessions);
  return function (request, reply, done) {
    const token = serviceTokenOf(request);
    if (token === undefined) return bySession.call(this, request, reply, done);
    if (!tokens) return done(forbidden('Service tokens may not make this call'));
    tokens.authenticate(hashServiceToken(token)).then(
      (session) => {
        if (typeof session === 'string') return done(unauthorized(session));
        const held = session.serviceAccount?.scopes ?? [];
        if (!call.scopes?.some((scope) => held.includes(scope))) {
          const needed = call.scopes?.join(' or ');
          return done(
            forbidden(
              needed
                ? `This call needs a token with the scope ${needed}`
                : 'Service tokens may not make this call; it is for people signed in',
            ),
          );
        }
        request.authSession = session;
        done();
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };
}
