// INT-4: the office's view of deliveries (newest first, each with its attempts) and redelivery.
import {
  WebhookEvent,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookDeliveryQuery,
  type WebhookEventType,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow, toCount } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { attemptsOf, deleteFinishedEvents, deliveryColumns, deliveryPage, redeliver } from './repository.js';
import { WEBHOOK_KEEP_MS, WEBHOOK_RETRY_MS } from './settings.js';

export async function listDeliveries(
  db: Kysely<Database>,
  query: WebhookDeliveryQuery & { deliveryID?: number },
): Promise<WebhookDeliveryList> {
  const [rows, count] = await Promise.all([
    deliveryPage(db, query)
      .select(deliveryColumns)
      .orderBy('d.delivery_id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    deliveryPage(db, query)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const attempts = await attemptsOf(
    db,
    rows.map((r) => r.delivery_id),
  );
  return {
    deliveries: rows.map((r): WebhookDelivery => ({
      deliveryID: r.delivery_id,
      subscriptionID: r.subscription_id,
      webhookID: r.webhook_id,
      eventType: r.event_type as WebhookEventType,
      status: r.status,
      createdAt: r.created_at,
      nextAttemptAt: r.next_attempt_at,
      attempts: attempts
        .filter((a) => a.delivery_id === r.delivery_id)
        .map((a) => ({
          at: a.started_at,
          statusCode: a.status_code,
          error: a.error,
          durationMs: a.duration_ms,
        })),
      payload: WebhookEvent.parse(JSON.parse(r.payload_json)),
    })),
    total: toCount(count.n as string | number),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Sends the delivery again as soon as a worker looks, with the same webhook-id. */
export async function redeliverDelivery(
  db: Kysely<Database>,
  id: number,
  now: Date = new Date(),
): Promise<WebhookDelivery> {
  const retryUntil = isoNow(new Date(now.getTime() + WEBHOOK_RETRY_MS));
  if (!(await redeliver(db, id, isoNow(now), retryUntil))) throw notFound(`No webhook delivery #${id}`);
  const { deliveries } = await listDeliveries(db, { deliveryID: id, page: 1, pageSize: 1 });
  return deliveries[0]!;
}

/** Housekeeping: events whose deliveries all finished more than WEBHOOK_KEEP_MS ago are deleted. */
export function purgeFinishedDeliveries(db: Kysely<Database>, now: Date): Promise<number> {
  return deleteFinishedEvents(db, isoNow(new Date(now.getTime() - WEBHOOK_KEEP_MS)));
}
