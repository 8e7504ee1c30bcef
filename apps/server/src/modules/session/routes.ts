import type { FastifyInstance } from 'fastify';
import type { IdentityProvider } from '../../adapters/identity/identity-provider.js';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import type { SessionService } from './service.js';

export function sessionRoutes(
  app: FastifyInstance,
  deps: RouteDeps & { identity: IdentityProvider; sessions: SessionService },
): void {
  serveCall(app, deps, 'createSession', ({ body }) => deps.sessions.signIn(body));

  serveCall(app, deps, 'endSession', async ({ db, session }) => {
    await deps.sessions.signOut(db, session);
    return { ok: true } as const;
  });

  // What the app needs to start sign-in (AUTH-1); public because it is asked before sign-in.
  serveCall(app, deps, 'authConfig', () => deps.identity.authConfig());
}
