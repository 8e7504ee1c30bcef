// INT-4: webhooks. Other modules call `recordWebhookEvent` with their transaction: the event and a
// delivery for each enabled subscription that wants it are written with the change, or not at all
// (the outbox). The office administrator's subscriptions and deliveries are managed here too; the
// sending is worker.ts's.
import {
  type WebhookEvent,
  type WebhookEventData,
  type WebhookEventType,
  type WebhookSubscription,
  type WebhookSubscriptionInput,
  type WebhookSubscriptionWithSecret,
  type UserData,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow, toFlag } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { badRequest, notFound } from '../../http/errors.js';
import { RefusedAddress, resolveReceiver } from './addresses.js';
import {
  deleteSubscription,
  enabledSubscriptionRows,
  insertEvent,
  insertSubscription,
  subscriptionRow,
  subscriptionRows,
  updateSubscription,
  type SubscriptionRow,
} from './repository.js';
import { newWebhookID, newWebhookSecret } from './signing.js';
import { WEBHOOK_RETRY_MS, type WebhookSettings } from './settings.js';

export { WEBHOOK_RETRY_MS, type WebhookSettings } from './settings.js';
export { listDeliveries, redeliverDelivery } from './deliveries.js';

/** An event as the changing service knows it; the timestamp is added when it is recorded. */
export type NewWebhookEvent = {
  [T in WebhookEventType]: { type: T; data: WebhookEventData<T> };
}[WebhookEventType];
export type { WebhookEventData } from '@fieldops/contract';

/** Writes the event into the outbox in `db`'s transaction; nothing when no subscription wants it. */
export async function recordWebhookEvent(
  db: Kysely<Database>,
  event: NewWebhookEvent,
  now: Date = new Date(),
): Promise<void> {
  const wanting = (await enabledSubscriptionRows(db)).filter((s) => eventsOf(s).includes(event.type));
  if (wanting.length === 0) return;
  const at = isoNow(now);
  const body: WebhookEvent = { ...event, timestamp: at } as WebhookEvent;
  await insertEvent(
    db,
    {
      webhookID: newWebhookID(),
      type: event.type,
      payloadJson: JSON.stringify(body),
      at,
      retryUntil: isoNow(new Date(now.getTime() + WEBHOOK_RETRY_MS)),
    },
    wanting.map((s) => s.subscription_id),
  );
}

const eventsOf = (row: SubscriptionRow) => JSON.parse(row.events_json) as WebhookEventType[];

function toSubscription(row: SubscriptionRow, now: string): WebhookSubscription {
  const overlapping = row.previous_secret_until !== null && row.previous_secret_until > now;
  return {
    subscriptionID: row.subscription_id,
    url: row.url,
    events: eventsOf(row),
    enabled: row.enabled === 1,
    description: row.description,
    allowPrivate: row.allow_private === 1,
    createdAt: row.created_at,
    previousSecretUntil: overlapping ? row.previous_secret_until : null,
  };
}

/** The receiver's address is judged now, as it will be at each delivery (400 when refused). */
async function checkReceiver(input: WebhookSubscriptionInput, settings: WebhookSettings) {
  const host = new URL(input.url).hostname;
  try {
    await resolveReceiver(host, settings.allowPrivate || input.allowPrivate);
  } catch (error) {
    if (error instanceof RefusedAddress) {
      throw badRequest(error.message, { path: 'url', address: error.address, range: error.range });
    }
    throw badRequest(`${host} does not resolve to an address`, { path: 'url' });
  }
}

const fields = (input: WebhookSubscriptionInput) => ({
  url: input.url,
  events_json: JSON.stringify([...new Set(input.events)]),
  enabled: toFlag(input.enabled),
  description: input.description,
  allow_private: toFlag(input.allowPrivate),
});

export async function listSubscriptions(db: Kysely<Database>): Promise<WebhookSubscription[]> {
  const now = isoNow();
  return (await subscriptionRows(db)).map((row) => toSubscription(row, now));
}

async function existing(db: Kysely<Database>, id: number): Promise<SubscriptionRow> {
  const row = await subscriptionRow(db, id);
  if (!row) throw notFound(`No webhook subscription #${id}`);
  return row;
}

/** One subscription as the console shows it (404 when there is none). */
export async function subscriptionOf(db: Kysely<Database>, id: number): Promise<WebhookSubscription> {
  return toSubscription(await existing(db, id), isoNow());
}

export async function createSubscription(
  db: Kysely<Database>,
  by: UserData,
  input: WebhookSubscriptionInput,
  settings: WebhookSettings,
): Promise<WebhookSubscriptionWithSecret> {
  await checkReceiver(input, settings);
  const secret = newWebhookSecret();
  const id = await insertSubscription(db, {
    ...fields(input),
    secret,
    previous_secret: null,
    previous_secret_until: null,
    created_at: isoNow(),
    created_by_user_id: by.userID,
  });
  return { ...toSubscription(await existing(db, id), isoNow()), secret };
}

export async function changeSubscription(
  db: Kysely<Database>,
  id: number,
  input: WebhookSubscriptionInput,
  settings: WebhookSettings,
): Promise<WebhookSubscription> {
  await existing(db, id);
  await checkReceiver(input, settings);
  await updateSubscription(db, id, fields(input));
  return toSubscription(await existing(db, id), isoNow());
}

export async function removeSubscription(db: Kysely<Database>, id: number): Promise<{ ok: true }> {
  if (!(await deleteSubscription(db, id))) throw notFound(`No webhook subscription #${id}`);
  return { ok: true };
}

/** A new secret; the current one signs beside it until the overlap ends. */
export async function rotateSecret(
  db: Kysely<Database>,
  id: number,
  settings: WebhookSettings,
  now: Date = new Date(),
): Promise<WebhookSubscriptionWithSecret> {
  const row = await existing(db, id);
  const secret = newWebhookSecret();
  await updateSubscription(db, id, {
    secret,
    previous_secret: row.secret,
    previous_secret_until: isoNow(new Date(now.getTime() + settings.rotationOverlapMs)),
  });
  return { ...toSubscription(await existing(db, id), isoNow(now)), secret };
}
