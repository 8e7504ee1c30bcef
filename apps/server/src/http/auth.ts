// Every `auth: true` call authenticates by the `sid` query parameter (spec §7). The app also sends
// `Authorization: Bearer <provider access token>`; we do not rely on it: the provider's access
// token is opaque to us (it may be for another audience), while our own session was issued after
// verifying the id token and can be revoked here. See docs/decisions.md, "Server: Identity and
// sessions".
import type { onRequestAsyncHookHandler } from 'fastify';
import type { AuthSession, SessionService } from '../modules/session/service.js';
import { unauthorized } from './errors.js';
import { sessionIdHashOf, sidOf } from './session-id.js';

declare module 'fastify' {
  interface FastifyRequest {
    authSession: AuthSession | null;
  }
}

export { sidOf } from './session-id.js';

export function requireSession(sessions: SessionService): onRequestAsyncHookHandler {
  return async (request) => {
    const session = await sessions.authenticate(sidOf(request), sessionIdHashOf(request));
    if (!session) throw unauthorized('Sign in again: the session is missing, expired or ended');
    request.authSession = session;
  };
}
