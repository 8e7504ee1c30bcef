// INT-4: the office administrator's calls over webhook subscriptions and their deliveries. Only
// an administrator: a subscription sends the company's data to an address outside it.
import { z } from 'zod';
import {
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookDeliveryQuery,
  WebhookSubscription,
  WebhookSubscriptionInput,
  WebhookSubscriptionList,
  WebhookSubscriptionWithSecret,
} from '../webhooks.js';
import { id, ok, type CallDefinition } from './definition.js';

const ADMIN = ['officeAdmin'] as const;
const byID = z.object({ id });

export const webhookCalls = {
  officeWebhooks: {
    method: 'GET',
    path: '/api/office/webhooks',
    answer: WebhookSubscriptionList,
    auth: true,
    office: ADMIN,
  },
  /** The answer holds the signing secret: the only time it is shown (and at each rotation). */
  officeCreateWebhook: {
    method: 'POST',
    path: '/api/office/webhooks',
    body: WebhookSubscriptionInput,
    answer: WebhookSubscriptionWithSecret,
    auth: true,
    office: ADMIN,
  },
  officeUpdateWebhook: {
    method: 'PUT',
    path: '/api/office/webhooks/:id',
    params: byID,
    body: WebhookSubscriptionInput,
    answer: WebhookSubscription,
    auth: true,
    office: ADMIN,
  },
  officeDeleteWebhook: {
    method: 'DELETE',
    path: '/api/office/webhooks/:id',
    params: byID,
    answer: ok,
    auth: true,
    office: ADMIN,
  },
  /** A new secret; the old one keeps signing beside it for WEBHOOKS_ROTATION_OVERLAP_HOURS. */
  officeRotateWebhookSecret: {
    method: 'POST',
    path: '/api/office/webhooks/:id/rotate-secret',
    params: byID,
    answer: WebhookSubscriptionWithSecret,
    auth: true,
    office: ADMIN,
  },
  /** Newest first, each with its attempts (status code or error, duration). */
  officeWebhookDeliveries: {
    method: 'GET',
    path: '/api/office/webhook-deliveries',
    query: WebhookDeliveryQuery,
    answer: WebhookDeliveryList,
    auth: true,
    office: ADMIN,
  },
  /** Sends the delivery again now, with the same webhook-id (a failed one gets a fresh 3 days). */
  officeRedeliverWebhook: {
    method: 'POST',
    path: '/api/office/webhook-deliveries/:id/redeliver',
    params: byID,
    answer: WebhookDelivery,
    auth: true,
    office: ADMIN,
  },
} as const satisfies Record<string, CallDefinition>;
