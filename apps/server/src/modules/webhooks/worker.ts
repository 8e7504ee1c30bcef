// INT-4: the delivery worker. Every instance runs one (unless WEBHOOKS_POLL_MS=0): each pass reads
// the due deliveries, claims each attempt with a conditional UPDATE (repository.ts) that also pushes
// the delivery's next_attempt_at out by a lease, POSTs, and records the outcome. A process killed
// mid-delivery leaves the claim to run out: the delivery is due again after the lease, and is sent
// again with the same webhook-id (at least once; receivers drop repeats by the id). A failure is
// retried with exponential backoff and jitter until the delivery's retry window (3 days) has passed.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { purgeFinishedDeliveries } from './deliveries.js';
import { claimAttempt, dueDeliveries, finishAttempt, type DueDelivery } from './repository.js';
import { postWebhook } from './sender.js';
import type { WebhookSettings } from './settings.js';
import { signatureHeader } from './signing.js';

/** At most this many deliveries a pass, sent side by side; the rest wait for the next pass. */
const DELIVERIES_PER_PASS = 20;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 12 * 60 * 60 * 1000;

/** The wait after the `attempt`th failure: 30 s doubling to 12 h, plus up to a quarter more at random. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_RETRY_MS);
  return Math.round(base * (1 + random() / 4));
}

export interface WebhookWorkerOptions {
  log: FastifyBaseLogger;
  settings: WebhookSettings;
  /** The jitter's source (Math.random unless given). */
  random?: () => number;
}

export interface WebhookWorker {
  /** One pass at `now`: the number of attempts made and how many were accepted (2xx). */
  deliverDue(now?: Date): Promise<{ attempts: number; delivered: number }>;
  start(): void;
  stop(): Promise<void>;
}

export function webhookWorker(db: Kysely<Database>, options: WebhookWorkerOptions): WebhookWorker {
  const { settings, log } = options;
  // Longer than any attempt (the POST is cut at the timeout, then one short write), so a live
  // attempt is not taken twice; short enough that a dead instance's attempts are soon due again.
  const leaseMs = 2 * settings.timeoutMs + 5_000;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let pass: Promise<unknown> = Promise.resolve();

  /** True when the receiver took it, false when not; null when another worker claimed it first. */
  async function attempt(due: DueDelivery, now: Date): Promise<boolean | null> {
    const leaseUntil = isoNow(new Date(now.getTime() + leaseMs));
    const attemptID = await claimAttempt(db, due, isoNow(now), leaseUntil);
    if (attemptID === null) return null;
    const timestamp = Math.floor(now.getTime() / 1000);
    const nowIso = isoNow(now);
    const secrets = [due.secret];
    if (due.previous_secret && due.previous_secret_until && due.previous_secret_until > nowIso)
      secrets.push(due.previous_secret);
    const outcome = await postWebhook({
      url: due.url,
      body: due.payload_json,
      headers: {
        'webhook-id': due.webhook_id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(secrets, due.webhook_id, timestamp, due.payload_json),
      },
      allowPrivate: settings.allowPrivate || due.allow_private === 1,
      timeoutMs: settings.timeoutMs,
    });
    const ok = outcome.error === null;
    const tries = due.attempt_count + 1;
    const next = ok
      ? { status: 'delivered' as const, nextAttemptAt: null }
      : nowIso >= due.retry_until
        ? { status: 'failed' as const, nextAttemptAt: null }
        : {
            status: 'pending' as const,
            nextAttemptAt: isoNow(new Date(now.getTime() + retryDelayMs(tries, options.random))),
          };
    await finishAttempt(db, { attemptID, deliveryID: due.delivery_id, leaseUntil }, outcome, next);
    // The outcome only: never the URL (it may hold credentials), the signature or the body.
    log.info(
      {
        deliveryID: due.delivery_id,
        webhookID: due.webhook_id,
        attempt: tries,
        statusCode: outcome.statusCode,
        error: outcome.error,
        durationMs: outcome.durationMs,
        next: next.status,
      },
      'webhook attempt',
    );
    return ok;
  }

  async function deliverDue(now: Date = new Date()) {
    const due = await dueDeliveries(db, isoNow(now), DELIVERIES_PER_PASS);
    const outcomes = await Promise.all(
      due.map((d) =>
        attempt(d, now).then(
          (ok) => ({ tried: ok !== null, ok: ok === true }),
          (error: unknown) => {
            log.warn({ err: error, deliveryID: d.delivery_id }, 'webhook attempt could not be recorded');
            return { tried: false, ok: false };
          },
        ),
      ),
    );
    return {
      attempts: outcomes.filter((o) => o.tried).length,
      delivered: outcomes.filter((o) => o.ok).length,
    };
  }

  return {
    deliverDue,
    start() {
      if (timer || settings.pollMs === 0) return;
      let running = false;
      // A slow pass (receivers timing out) delays the next instead of piling passes up.
      const beat = () => {
        if (stopped || running) return;
        running = true;
        pass = deliverDue()
          .catch((error: unknown) => log.warn({ err: error }, 'webhook pass failed'))
          .finally(() => (running = false));
      };
      timer = setInterval(beat, settings.pollMs);
      timer.unref();
      beat();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await pass;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** INT-4: this instance's webhook worker (tests drive its passes with chosen times). */
    webhooks: WebhookWorker;
  }
}

/** The app's worker: started once the app is ready, stopped (after its pass) before the database closes. */
export function attachWebhookWorker(app: FastifyInstance, db: Kysely<Database>, settings: WebhookSettings) {
  const worker = webhookWorker(db, { log: app.log, settings });
  app.decorate('webhooks', worker);
  // Old finished deliveries, hourly by one instance at a time (background/).
  app.background.add({
    name: 'webhook-purge',
    everyMs: 60 * 60 * 1000,
    run: (now) => purgeFinishedDeliveries(db, now),
  });
  app.addHook('onReady', async () => worker.start());
  app.addHook('preClose', async () => worker.stop());
  return worker;
}
