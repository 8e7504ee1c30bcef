// Mounts the embedded provider at /oidc on our Fastify instance. oidc-provider is a Koa app that
// reads its own request bodies, so its routes live in a plugin with no body parsers and hand the
// raw request over (reply.hijack); the prefix is stripped the way Express's app.use would, and
// `originalUrl` tells the provider where it is mounted. Our login page is served by Fastify.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppConfig } from '../config.js';
import type { PageSecurity } from '../http/security.js';
import { LOGIN_STYLE_HASH, loginPage, WRONG_CREDENTIALS } from './login-page.js';
import { IDP_MOUNT_PATH, type EmbeddedProvider } from './provider.js';

declare module 'http' {
  interface IncomingMessage {
    originalUrl?: string;
  }
}

function csp(formTargets: string[], extra: Record<string, string[]>) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'none'"],
        imgSrc: ["'self'", 'data:'],
        // Chrome applies form-action to the redirects after the login POST, which end at the app.
        formAction: ["'self'", ...formTargets],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        ...extra,
      },
    },
  };
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * Consent for our own first-party client is implied: the grant (openid email profile) is made
 * without a consent screen. oidc-provider asks native clients for consent on every sign-in, so
 * the login step answers both prompts at once.
 */
async function grantFirstParty(provider: Provider, details: Interaction, accountId: string): Promise<string> {
  const clientId = String(details.params.client_id);
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ clientId, accountId });
  grant.addOIDCScope('openid email profile');
  return grant.save();
}

export async function embeddedProviderRoutes(
  app: FastifyInstance,
  idp: EmbeddedProvider,
  config: AppConfig,
  /** Helmet for this scope's pages, which carry their own CSP (http/security.ts). */
  pageSecurity: PageSecurity,
) {
  const { provider } = idp;

  // Everything under /oidc except our interaction pages: the provider itself.
  await app.register(async (scope) => {
    await pageSecurity(scope);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const callback = provider.callback();
    scope.all(
      `${IDP_MOUNT_PATH}/*`,
      // Provider error pages carry inline styles.
      { helmet: csp(idp.redirectOrigins, { styleSrc: ["'self'", "'unsafe-inline'"] }) },
      (request, reply) => {
        reply.hijack();
        const raw = request.raw;
        raw.originalUrl = raw.url;
        raw.url = (raw.url ?? '/').slice(IDP_MOUNT_PATH.length) || '/';
        void callback(raw, reply.raw);
      },
    );
  });

  await app.register(async (scope) => {
    await pageSecurity(scope);
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4_096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    const pageOptions = { helmet: csp(idp.redirectOrigins, { styleSrc: [LOGIN_STYLE_HASH] }) };
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
    const action = (uid: string) => `${IDP_MOUNT_PATH}/interaction/${encodeURIComponent(uid)}/login`;

    scope.get<{ Params: { uid: string } }>(
      `${IDP_MOUNT_PATH}/interaction/:uid`,
      pageOptions,
      async (request, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        // Already signed in at the provider: only consent is asked, which our own client gets at once.
        if (details.prompt.name === 'consent' && details.session?.accountId) {
          const consent = { grantId: await grantFirstParty(provider, details, details.session.accountId) };
          const returnTo = await provider.interactionResult(request.raw, reply.raw, { consent });
          return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
        }
        const loginHint =
          typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
        return html(
          reply,
          200,
          loginPage({ action: action(details.uid), email: loginHint, companyDomain: config.companyDomain }),
        );
      },
    );

    scope.post<{ Params: { uid: string }; Body: Record<string, string> }>(
      `${IDP_MOUNT_PATH}/interaction/:uid/login`,
      pageOptions,
      async (request: FastifyRequest<{ Params: { uid: string }; Body: Record<string, string> }>, reply) => {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        const email = String(request.body?.email ?? '');
        const account = idp.checkPassword(email, String(request.body?.password ?? ''));
        if (!account) {
          const page = loginPage({
            action: action(details.uid),
            email,
            error: WRONG_CREDENTIALS,
            companyDomain: config.companyDomain,
          });
          return html(reply, 401, page);
        }
        const result = {
          login: { accountId: account.email },
          consent: { grantId: await grantFirstParty(provider, details, account.email) },
        };
        const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
          mergeWithLastSubmission: false,
        });
        return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
      },
    );
  });
}
