// INT-2: the office administrator's calls for service accounts and their tokens. Each change is
// in the office record; a new token's record holds the account as listed, never the token.
import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import {
  createServiceAccount,
  issueServiceToken,
  listServiceAccounts,
  revokeServiceToken,
  serviceAccount,
} from '../service-accounts/service.js';
import { audited, AUDITED_SERVICE_ACCOUNT } from './audit.js';

export function serviceAccountRoutes(app: FastifyInstance, office: RouteDeps): void {
  serveCall(app, office, 'officeServiceAccounts', async ({ db }) => ({
    accounts: await listServiceAccounts(db),
  }));
  serveCall(app, office, 'officeCreateServiceAccount', ({ db, session, body }) =>
    audited(db, session.user, 'officeCreateServiceAccount', AUDITED_SERVICE_ACCOUNT, undefined, () =>
      createServiceAccount(db, session.user, body),
    ),
  );
  serveCall(
    app,
    office,
    'officeIssueServiceToken',
    async ({ db, session, params, body }) => {
      let issued: Awaited<ReturnType<typeof issueServiceToken>> | undefined;
      await audited(
        db,
        session.user,
        'officeIssueServiceToken',
        AUDITED_SERVICE_ACCOUNT,
        () => serviceAccount(db, params.id),
        async () => {
          issued = await issueServiceToken(db, params.id, body);
          return serviceAccount(db, params.id);
        },
      );
      return issued!;
    },
    { secretAnswer: true },
  );
  serveCall(app, office, 'officeRevokeServiceToken', async ({ db, session, params }) => {
    let revoked: Awaited<ReturnType<typeof revokeServiceToken>> | undefined;
    await audited(
      db,
      session.user,
      'officeRevokeServiceToken',
      AUDITED_SERVICE_ACCOUNT,
      () => serviceAccount(db, params.id),
      async () => {
        revoked = await revokeServiceToken(db, params.id, params.tokenID);
        return serviceAccount(db, params.id);
      },
    );
    return revoked!;
  });
}
