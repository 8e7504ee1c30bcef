// INT-4: the webhook settings (WEBHOOKS_* in config.ts) and the retry window, for the service and the worker.

/** A delivery is tried for at least this long after its event (then marked failed). */
export const WEBHOOK_RETRY_MS = 3 * 24 * 60 * 60 * 1000;

/** Finished deliveries (and their log) are kept this long after their event, then purged. */
export const WEBHOOK_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

export interface WebhookSettings {
  /** WEBHOOKS_ALLOW_PRIVATE: every subscription may reach private addresses. */
  allowPrivate: boolean;
  timeoutMs: number;
  /** How often this instance looks for due deliveries; 0: it sends none. */
  pollMs: number;
  /** How long a rotated-out secret keeps signing beside the new one. */
  rotationOverlapMs: number;
}
