// Every `auth: true` call authenticates by the `sid` query parameter (spec §7). The app also sends
// `Authorization: Bearer <provider access token>`; we do not rely on it: the provider's access
// token is opaque to us (it may be for another audience), while our own session was issued after
// verifying the id token and can be revoked here. See docs/decisions.md, "Server: Identity and
// sessions".
import type { ServiceScope, UserData } from '@fieldops/contract';
import type { onRequestHookHandler } from 'fastify';
import { unauthorized } from './errors.js';
import { sessionIdHashOf, sidOf } from './session-id.js';

declare module 'fastify' {
  interface FastifyRequest {
    authSession: AuthSession | null;
  }
}

export { sidOf } from './session-id.js';

/** Whose request it is, once its session is checked (modules/session makes it). */
export interface AuthSession {
  sessionId: number;
  deviceId: number | null;
  user: UserData;
  /**
   * INT-2: set when a service token made the request (http/service-token.ts); `user` is then the
   * office administrator who made the account, whose name the office record shows beside it.
   */
  serviceAccount?: ServiceActor;
}

/** The service account behind a token, as a request made with it knows it. */
export interface ServiceActor {
  serviceAccountID: number;
  name: string;
  tokenID: number;
  scopes: readonly ServiceScope[];
}

/** What the hook asks of the session service; the app passes that service in, so http/ imports no module. */
export interface SessionCheck {
  believed(idHash: string): AuthSession | undefined;
  authenticate(sid: string | undefined, knownHash?: string): Promise<AuthSession | null>;
}

const signInAgain = () => unauthorized('Sign in again: the session is missing, expired or ended');

export function requireSession(sessions: SessionCheck): onRequestHookHandler {
  return (request, _reply, done) => {
    const idHash = sessionIdHashOf(request);
    // OPS-5: a session this instance already believes is set without a promise (most polls).
    const known = idHash === undefined ? undefined : sessions.believed(idHash);
    if (known) {
      request.authSession = known;
      return done();
    }
    sessions.authenticate(sidOf(request), idHash).then(
      (session) => {
        request.authSession = session;
        done(session ? undefined : signInAgain());
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  };
}
