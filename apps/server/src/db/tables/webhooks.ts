// INT-4: webhook subscriptions, the outbox of events, their deliveries and attempts (module webhooks).
import type { Generated } from 'kysely';

export interface WebhookSubscriptionsTable {
  subscription_id: Generated<number>;
  url: string;
  /** JSON array of event types. */
  events_json: string;
  enabled: number;
  description: string;
  allow_private: number;
  /** `whsec_…`: kept as it is, since signing needs it (never logged, shown only when made). */
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | null;
  created_at: string;
  created_by_user_id: number;
}

export interface WebhookEventsTable {
  event_id: Generated<number>;
  /** The webhook-id header (`msg_…`), the same on every attempt. */
  webhook_id: string;
  event_type: string;
  /** The body sent, exactly (the signature covers these bytes). */
  payload_json: string;
  occurred_at: string;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookDeliveriesTable {
  delivery_id: Generated<number>;
  event_id: number;
  subscription_id: number;
  status: WebhookDeliveryStatus;
  attempt_count: number;
  /** Due from then when pending; null once delivered or failed. */
  next_attempt_at: string | null;
  /** A failed attempt after this marks the delivery failed (at least 3 days after it was made). */
  retry_until: string;
  created_at: string;
}

export interface WebhookAttemptsTable {
  attempt_id: Generated<number>;
  delivery_id: number;
  started_at: string;
  /** All null while in flight; stays so when its process died (the attempt was cut off). */
  status_code: number | null;
  error: string | null;
  duration_ms: number | null;
}

export interface WebhooksTables {
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}
