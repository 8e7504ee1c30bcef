// INT-4: the SQL of the webhook tables. Claiming a delivery is one conditional UPDATE on the values
// it was read with (pending, its next_attempt_at and attempt count), so of any number of workers
// on any number of instances exactly one gets each attempt, on SQLite and PostgreSQL alike.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
  Database,
  WebhookDeliveriesTable,
  WebhookDeliveryStatus,
  WebhookSubscriptionsTable,
} from '../../db/types.js';

export type SubscriptionRow = Selectable<WebhookSubscriptionsTable>;
export type DeliveryRow = Selectable<WebhookDeliveriesTable>;

export const subscriptionRows = (db: Kysely<Database>) =>
  db.selectFrom('webhook_subscriptions').selectAll().orderBy('subscription_id').execute();

export const subscriptionRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('webhook_subscriptions').selectAll().where('subscription_id', '=', id).executeTakeFirst();

export const enabledSubscriptionRows = (db: Kysely<Database>) =>
  db.selectFrom('webhook_subscriptions').selectAll().where('enabled', '=', 1).execute();

export async function insertSubscription(
  db: Kysely<Database>,
  row: Insertable<WebhookSubscriptionsTable>,
): Promise<number> {
  const made = await db
    .insertInto('webhook_subscriptions')
    .values(row)
    .returning('subscription_id')
    .executeTakeFirstOrThrow();
  return made.subscription_id;
}

export async function updateSubscription(
  db: Kysely<Database>,
  id: number,
  change: Updateable<WebhookSubscriptionsTable>,
): Promise<void> {
  await db.updateTable('webhook_subscriptions').set(change).where('subscription_id', '=', id).execute();
}

export async function deleteSubscription(db: Kysely<Database>, id: number): Promise<boolean> {
  const gone = await db
    .deleteFrom('webhook_subscriptions')
    .where('subscription_id', '=', id)
    .executeTakeFirst();
  return Number(gone.numDeletedRows) > 0;
}

/** The event and one pending delivery per subscription, due at once. */
export async function insertEvent(
  db: Kysely<Database>,
  event: { webhookID: string; type: string; payloadJson: string; at: string; retryUntil: string },
  subscriptionIDs: readonly number[],
): Promise<void> {
  const { event_id } = await db
    .insertInto('webhook_events')
    .values({
      webhook_id: event.webhookID,
      event_type: event.type,
      payload_json: event.payloadJson,
      occurred_at: event.at,
    })
    .returning('event_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('webhook_deliveries')
    .values(
      subscriptionIDs.map((subscription_id) => ({
        event_id,
        subscription_id,
        status: 'pending' as const,
        attempt_count: 0,
        next_attempt_at: event.at,
        retry_until: event.retryUntil,
        created_at: event.at,
      })),
    )
    .execute();
}

/** What a worker needs to send a due delivery: the delivery, its event and its receiver. */
export function dueDeliveries(db: Kysely<Database>, now: string, limit: number) {
  return db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.event_id', 'd.event_id')
    .innerJoin('webhook_subscriptions as s', 's.subscription_id', 'd.subscription_id')
    .select([
      'd.delivery_id',
      'd.attempt_count',
      'd.next_attempt_at',
      'd.retry_until',
      'e.webhook_id',
      'e.payload_json',
      's.url',
      's.secret',
      's.previous_secret',
      's.previous_secret_until',
      's.allow_private',
    ])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .where('s.enabled', '=', 1)
    .orderBy('d.next_attempt_at')
    .orderBy('d.delivery_id')
    .limit(limit)
    .execute();
}
export type DueDelivery = Awaited<ReturnType<typeof dueDeliveries>>[number];

/** Takes the attempt (true) and logs its start; false when another worker took it first. */
export async function claimAttempt(
  db: Kysely<Database>,
  due: DueDelivery,
  startedAt: string,
  leaseUntil: string,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: leaseUntil, attempt_count: due.attempt_count + 1 })
      .where('delivery_id', '=', due.delivery_id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', due.next_attempt_at)
      .where('attempt_count', '=', due.attempt_count)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return null;
    const attempt = await trx
      .insertInto('webhook_attempts')
      .values({
        delivery_id: due.delivery_id,
        started_at: startedAt,
        status_code: null,
        error: null,
        duration_ms: null,
      })
      .returning('attempt_id')
      .executeTakeFirstOrThrow();
    return attempt.attempt_id;
  });
}

/** The attempt's outcome and what the delivery does next; untouched if redelivered meanwhile. */
export async function finishAttempt(
  db: Kysely<Database>,
  attempt: { attemptID: number; deliveryID: number; leaseUntil: string },
  outcome: { statusCode: number | null; error: string | null; durationMs: number },
  next: { status: WebhookDeliveryStatus; nextAttemptAt: string | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('webhook_attempts')
      .set({ status_code: outcome.statusCode, error: outcome.error, duration_ms: outcome.durationMs })
      .where('attempt_id', '=', attempt.attemptID)
      .execute();
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: next.status, next_attempt_at: next.nextAttemptAt })
      .where('delivery_id', '=', attempt.deliveryID)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', attempt.leaseUntil)
      .execute();
  });
}

export function deliveryPage(
  db: Kysely<Database>,
  filter: { subscriptionID?: number; status?: WebhookDeliveryStatus; deliveryID?: number },
) {
  let rows = db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_events as e', 'e.event_id', 'd.event_id');
  if (filter.subscriptionID !== undefined) rows = rows.where('d.subscription_id', '=', filter.subscriptionID);
  if (filter.status !== undefined) rows = rows.where('d.status', '=', filter.status);
  if (filter.deliveryID !== undefined) rows = rows.where('d.delivery_id', '=', filter.deliveryID);
  return rows;
}

export const deliveryColumns = [
  'd.delivery_id',
  'd.subscription_id',
  'd.status',
  'd.created_at',
  'd.next_attempt_at',
  'e.webhook_id',
  'e.event_type',
  'e.payload_json',
] as const;

export function attemptsOf(db: Kysely<Database>, deliveryIDs: readonly number[]) {
  if (deliveryIDs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('webhook_attempts')
    .selectAll()
    .where('delivery_id', 'in', [...deliveryIDs])
    .orderBy('attempt_id')
    .execute();
}

/** Due again now; a failed delivery gets a fresh retry window. */
export async function redeliver(db: Kysely<Database>, id: number, now: string, retryUntil: string) {
  const changed = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, retry_until: retryUntil })
    .where('delivery_id', '=', id)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) > 0;
}

/** Events made before `before` whose deliveries are all finished (their deliveries and attempts go too). */
export async function deleteFinishedEvents(db: Kysely<Database>, before: string): Promise<number> {
  const gone = await db
    .deleteFrom('webhook_events')
    .where('occurred_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_deliveries')
            .select('webhook_deliveries.delivery_id')
            .whereRef('webhook_deliveries.event_id', '=', 'webhook_events.event_id')
            .where('webhook_deliveries.status', '=', 'pending'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}
