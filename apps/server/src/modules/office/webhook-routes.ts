// INT-4: the office administrator's webhook calls (officeAdmin only, in the contract). Each change
// to a subscription is in the office record (audit.ts) without its secret: the secret is in the
// answer only, at creation and at each rotation.
import type { WebhookSubscriptionWithSecret } from '@fieldops/contract';
import type { FastifyInstance } from 'fastify';
import { serveCall, type RouteDeps } from '../../http/contract-route.js';
import {
  changeSubscription,
  createSubscription,
  listDeliveries,
  listSubscriptions,
  redeliverDelivery,
  removeSubscription,
  rotateSecret,
  subscriptionOf,
  type WebhookSettings,
} from '../webhooks/service.js';
import { audited, AUDITED_WEBHOOK } from './audit.js';

/** Runs a change that answers a secret, and hands the record only the rest. */
async function keepingSecret(
  change: () => Promise<WebhookSubscriptionWithSecret>,
  record: (withoutSecret: () => Promise<Omit<WebhookSubscriptionWithSecret, 'secret'>>) => Promise<unknown>,
): Promise<WebhookSubscriptionWithSecret> {
  let answer: WebhookSubscriptionWithSecret | undefined;
  await record(async () => {
    answer = await change();
    const { secret: _secret, ...rest } = answer;
    return rest;
  });
  return answer!;
}

export function webhookRoutes(app: FastifyInstance, office: RouteDeps, settings: WebhookSettings): void {
  serveCall(app, office, 'officeWebhooks', ({ db }) => listSubscriptions(db));
  serveCall(app, office, 'officeCreateWebhook', ({ db, session, body }) =>
    keepingSecret(
      () => createSubscription(db, session.user, body, settings),
      (change) => audited(db, session.user, 'officeCreateWebhook', AUDITED_WEBHOOK, undefined, change),
    ),
  );
  serveCall(app, office, 'officeUpdateWebhook', ({ db, session, params, body }) =>
    audited(
      db,
      session.user,
      'officeUpdateWebhook',
      AUDITED_WEBHOOK,
      () => subscriptionOf(db, params.id),
      () => changeSubscription(db, params.id, body, settings),
    ),
  );
  serveCall(app, office, 'officeDeleteWebhook', async ({ db, session, params }) => {
    const before = await subscriptionOf(db, params.id);
    await audited(
      db,
      session.user,
      'officeDeleteWebhook',
      AUDITED_WEBHOOK,
      async () => before,
      async () => {
        await removeSubscription(db, params.id);
        return { subscriptionID: params.id, deleted: true };
      },
    );
    return { ok: true as const };
  });
  serveCall(app, office, 'officeRotateWebhookSecret', ({ db, session, params }) =>
    keepingSecret(
      () => rotateSecret(db, params.id, settings),
      (change) =>
        audited(
          db,
          session.user,
          'officeRotateWebhookSecret',
          AUDITED_WEBHOOK,
          () => subscriptionOf(db, params.id),
          change,
        ),
    ),
  );
  serveCall(app, office, 'officeWebhookDeliveries', ({ db, query }) => listDeliveries(db, query));
  serveCall(app, office, 'officeRedeliverWebhook', ({ db, params }) => redeliverDelivery(db, params.id));
}
