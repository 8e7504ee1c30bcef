// INT-4: webhooks from the outbox to a real receiver on 127.0.0.1, on SQLite and PostgreSQL. The
// receiver checks every signature with the official `standardwebhooks` package (an implementation
// that is not ours). The server's own worker is off (WEBHOOKS_POLL_MS=0): each test drives its
// passes with chosen times, so backoff and the 3-day window are counted, not waited for.
import { WebhookDeliveryList, WebhookEvent, WebhookSubscriptionWithSecret } from '@fieldops/contract';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCall, command, usePostgres, type TestServer } from '../../test/harness.js';
import { assignedOpenJobIDs, CARLOS, employeeID, FRANK, openJobIDs } from '../../test/jobs-fixtures.js';
import { signaturePng } from '../../test/image-fixtures.js';
import { cbillingValues, reportBody, saveReport } from '../../test/report-fixtures.js';
import { signedInServerAs } from '../../test/signed-in.js';
import { jobLedBefore, oneJobDay, PAST_MONDAY } from '../../test/timesheet-fixtures.js';
import { webhookReceiver, type Received, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { addDays } from '@fieldops/contract';
import { openDatabase } from '../../db/database.js';
import { purgeFinishedDeliveries } from './deliveries.js';
import { webhookWorker } from './worker.js';

const OLIVIA = 'office@acme.example';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let server: TestServer;
let sids: Record<string, string>;
let receiver: WebhookReceiver;

beforeAll(async () => {
  ({ server, sids } = await signedInServerAs([FRANK, CARLOS, OLIVIA], { WEBHOOKS_POLL_MS: '0' }));
  receiver = await webhookReceiver();
});
afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const as = async (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
  const answer = await server.app.inject(apiCall(sids[who]!, method, url, body));
  return { status: answer.statusCode, json: answer.json<unknown>(), body: answer.body };
};

async function subscribe(events: string[], url = receiver.url): Promise<WebhookSubscriptionWithSecret> {
  const made = await as(OLIVIA, 'POST', '/api/office/webhooks', { url, events, allowPrivate: true });
  expect(made.status, made.body).toBe(200);
  return WebhookSubscriptionWithSecret.parse(made.json);
}

async function deliveries(subscriptionID: number) {
  const list = await as(OLIVIA, 'GET', `/api/office/webhook-deliveries?subscriptionID=${subscriptionID}`);
  expect(list.status, list.body).toBe(200);
  return WebhookDeliveryList.parse(list.json).deliveries;
}

/** The standardwebhooks package's verdict on a request, as of `at` (it refuses stale timestamps). */
function verifies(secret: string, request: Received, at = new Date()): boolean {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  try {
    new Webhook(secret).verify(request.body, request.headers);
    return true;
  } catch {
    return false;
  } finally {
    vi.useRealTimers();
  }
}

describe('webhooks', () => {
  it('[INT-4] every event type reaches the receiver once, signed as Standard Webhooks says; each was written with its change', async () => {
    const subscription = await subscribe([
      'report.submitted',
      'report.reviewed',
      'timesheet.confirmed',
      'timesheet.approved',
      'timesheet.returned',
      'job.closed',
      'note.added',
    ]);
    expect(subscription.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(subscription.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    // The secret is shown once: never in the list, nor in the office record.
    expect(JSON.stringify((await as(OLIVIA, 'GET', '/api/office/webhooks')).json)).not.toContain('whsec_');
    const record = await as(OLIVIA, 'GET', '/api/office/audit?objectKind=webhook');
    expect(record.body).toContain('officeCreateWebhook');
    expect(record.body).not.toContain('whsec_');

    const [carlosJob] = await assignedOpenJobIDs(server, CARLOS);
    const note = await server.app.inject(
      command(sids[CARLOS]!, 'AddNote', { jobID: carlosJob!, noteType: 'General', text: 'Valve box set' }),
    );
    expect(note.statusCode, note.body).toBe(200);
    // A refused change writes no event: the outbox rides the change's transaction.
    const refused = await server.app.inject(
      command(sids[CARLOS]!, 'AddNote', { jobID: carlosJob!, noteType: 'Nonsense', text: 'x' }),
    );
    expect(refused.statusCode).toBe(400);
    const report = await server.app.inject(
      saveReport(
        sids[CARLOS]!,
        { jobID: carlosJob!, ref: 'int4-rep-1' },
        reportBody(cbillingValues({ foremanSignature: await signaturePng() })),
      ),
    );
    expect(report.statusCode, report.body).toBe(200);

    const frank = await employeeID(server, FRANK);
    const carlos = await employeeID(server, CARLOS);
    const pastJob = await jobLedBefore(server, frank, PAST_MONDAY);
    const confirm = async (date: string) => {
      const day = oneJobDay({ date, jobID: pastJob, employeeID: carlos, status: 'confirmed' });
      const saved = await as(FRANK, 'POST', '/api/TimeSheet/', day);
      expect(saved.status, saved.body).toBe(200);
      return (saved.json as { timeSheetID: number }).timeSheetID;
    };
    const approve = await confirm(addDays(PAST_MONDAY, 3));
    const giveBack = await confirm(addDays(PAST_MONDAY, 4));
    const review = (id: number, body: object) =>
      as(OLIVIA, 'POST', `/api/office/timesheets/${id}/review`, body);
    expect((await review(approve, { decision: 'approved' })).status).toBe(200);
    expect((await review(giveBack, { decision: 'returned', comment: 'Carlos left at 14:00' })).status).toBe(
      200,
    );

    const closing = (await openJobIDs(server)).filter((id) => id !== carlosJob && id !== pastJob).at(-1)!;
    expect((await as(OLIVIA, 'POST', `/api/office/jobs/${closing}/close`)).status).toBe(200);
    // OFFICE-7's review records report.reviewed in its own transaction.
    const reportID = (report.json() as { reportID: number }).reportID;
    const reviewed = await as(OLIVIA, 'POST', `/api/office/reports/${reportID}/review`, { state: 'approved' });
    expect(reviewed.status, reviewed.body).toBe(200);

    expect(await server.app.webhooks.deliverDue(new Date())).toEqual({ attempts: 8, delivered: 8 });
    const bodies = receiver.received.map((r) => WebhookEvent.parse(JSON.parse(r.body)));
    expect(bodies.map((b) => b.type).sort()).toEqual([
      'job.closed',
      'note.added',
      'report.reviewed',
      'report.submitted',
      'timesheet.approved',
      'timesheet.confirmed',
      'timesheet.confirmed',
      'timesheet.returned',
    ]);
    const stranger = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    for (const request of receiver.received) {
      expect(request.signature).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(request.headers['content-type']).toBe('application/json');
      expect(verifies(subscription.secret, request), request.body).toBe(true);
      // A body changed on the way, or another secret, does not verify.
      expect(
        verifies(subscription.secret, { ...request, body: request.body.replace('"data"', '"Data"') }),
      ).toBe(false);
      expect(verifies(stranger, request)).toBe(false);
    }
    const of = (type: string) => bodies.find((b) => b.type === type)!;
    expect(of('note.added').data).toMatchObject({
      jobID: carlosJob,
      text: 'Valve box set',
      addedBy: { name: 'Carlos Crew' },
    });
    expect(of('report.submitted').data).toMatchObject({
      jobID: carlosJob,
      referenceCode: 'int4-rep-1',
      revision: 1,
    });
    expect(of('timesheet.returned').data).toMatchObject({
      timeSheetID: giveBack,
      comment: 'Carlos left at 14:00',
    });
    expect(of('timesheet.approved').data).toMatchObject({
      timeSheetID: approve,
      foreman: { employeeID: frank },
    });
    expect(of('job.closed').data).toMatchObject({ jobID: closing, closedBy: { name: 'Olivia Office' } });

    // Nothing is sent twice, and the office sees each delivery with its attempt.
    expect(await server.app.webhooks.deliverDue(new Date(Date.now() + DAY))).toEqual({
      attempts: 0,
      delivered: 0,
    });
    const logged = await deliveries(subscription.subscriptionID);
    expect(logged).toHaveLength(8);
    for (const delivery of logged) {
      expect(delivery.status).toBe('delivered');
      expect(delivery.attempts).toEqual([expect.objectContaining({ statusCode: 200, error: null })]);
    }
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(8);
    expect((await as(OLIVIA, 'DELETE', `/api/office/webhooks/${subscription.subscriptionID}`)).status).toBe(
      200,
    );
  });

  /** A note on Carlos's job: one event for each subscription that wants note.added. */
  async function addNote(text: string) {
    const [job] = await assignedOpenJobIDs(server, CARLOS);
    const note = await server.app.inject(
      command(sids[CARLOS]!, 'AddNote', { jobID: job!, noteType: 'General', text }),
    );
    expect(note.statusCode, note.body).toBe(200);
  }

  it('[INT-4] a failing receiver is retried with growing delays for at least 3 days, every attempt logged, then the delivery is failed; redelivery sends it again with the same webhook-id', async () => {
    const failing = await webhookReceiver('/down');
    failing.status = 503;
    try {
      const subscription = await subscribe(['note.added'], failing.url);
      const start = Date.now();
      await addNote('Retry me');
      const db = server.app.database.db;
      const nextAt = async () =>
        (
          await db
            .selectFrom('webhook_deliveries')
            .select(['next_attempt_at', 'status'])
            .where('subscription_id', '=', subscription.subscriptionID)
            .executeTakeFirstOrThrow()
        ).next_attempt_at;
      const tried: number[] = [];
      for (let at = await nextAt(); at !== null && tried.length < 60; at = await nextAt()) {
        const now = new Date(Date.parse(at) + 1);
        expect(await server.app.webhooks.deliverDue(now)).toEqual({ attempts: 1, delivered: 0 });
        tried.push(now.getTime());
      }
      const [delivery] = await deliveries(subscription.subscriptionID);
      expect(delivery!.status).toBe('failed');
      expect(delivery!.nextAttemptAt).toBeNull();
      // Tried for at least 3 days, and not for ever.
      expect(tried.at(-1)! - start).toBeGreaterThanOrEqual(3 * DAY);
      expect(tried.length).toBeLessThan(30);
      const delays = tried.slice(1).map((t, i) => t - tried[i]!);
      // Exponential: each wait is longer than the one before, until the 12-hour ceiling.
      const growing = delays.filter((d) => d < 12 * HOUR);
      expect(growing.length).toBeGreaterThanOrEqual(8);
      for (let i = 1; i < growing.length; i++) expect(growing[i]!).toBeGreaterThan(growing[i - 1]!);
      expect(delays[0]!).toBeGreaterThanOrEqual(30_000);
      // Every attempt is in the log with its status and duration, and reached the receiver.
      expect(delivery!.attempts).toHaveLength(tried.length);
      for (const attempt of delivery!.attempts) {
        expect(attempt).toMatchObject({ statusCode: 503, error: 'HTTP 503' });
        expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
      }
      expect(failing.received).toHaveLength(tried.length);
      expect(new Set(failing.received.map((r) => r.id))).toEqual(new Set([delivery!.webhookID]));

      // The office sends it again once the receiver is fixed: same id, so the receiver can drop a repeat.
      failing.status = 204;
      const again = await as(
        OLIVIA,
        'POST',
        `/api/office/webhook-deliveries/${delivery!.deliveryID}/redeliver`,
      );
      expect(again.status, again.body).toBe(200);
      expect(again.json).toMatchObject({ status: 'pending' });
      expect(await server.app.webhooks.deliverDue(new Date())).toEqual({ attempts: 1, delivered: 1 });
      expect(failing.received.at(-1)!.id).toBe(delivery!.webhookID);
      expect(verifies(subscription.secret, failing.received.at(-1)!)).toBe(true);
      const [after] = await deliveries(subscription.subscriptionID);
      expect(after!.status).toBe('delivered');
      expect(after!.attempts.at(-1)).toMatchObject({ statusCode: 204, error: null });
      expect((await as(OLIVIA, 'POST', '/api/office/webhook-deliveries/999999/redeliver')).status).toBe(404);
      await as(OLIVIA, 'DELETE', `/api/office/webhooks/${subscription.subscriptionID}`);
    } finally {
      await failing.close();
    }
  });

  it('[INT-4] loopback, private, link-local and unique-local receivers are refused at subscription unless allowed, and again at delivery', async () => {
    const before = ((await as(OLIVIA, 'GET', '/api/office/webhooks')).json as unknown[]).length;
    for (const url of [
      receiver.url,
      'http://localhost:9/hooks',
      'http://10.1.2.3/hooks',
      'http://192.168.0.10/hooks',
      'http://169.254.169.254/latest',
      'http://[::1]:8080/hooks',
      'http://[fd12:3456::1]/hooks',
      'http://[fe80::1]/hooks',
      'http://[::ffff:127.0.0.1]/hooks',
    ]) {
      const refused = await as(OLIVIA, 'POST', '/api/office/webhooks', { url, events: ['note.added'] });
      expect(refused.status, url).toBe(400);
      expect(refused.json, url).toMatchObject({ error: 'bad_request', details: { path: 'url' } });
    }
    expect(((await as(OLIVIA, 'GET', '/api/office/webhooks')).json as unknown[]).length).toBe(before);
    // A field role cannot subscribe at all, allowed or not.
    const frank = await as(FRANK, 'POST', '/api/office/webhooks', {
      url: receiver.url,
      events: ['note.added'],
      allowPrivate: true,
    });
    expect(frank.status).toBe(403);

    // Allowed by the administrator: accepted. When the allowance is withdrawn behind the
    // subscription's back, the delivery is refused at send time, after resolving, and logged.
    const allowed = await subscribe(['note.added']);
    await server.app.database.db
      .updateTable('webhook_subscriptions')
      .set({ allow_private: 0 })
      .where('subscription_id', '=', allowed.subscriptionID)
      .execute();
    const count = receiver.received.length;
    await addNote('Not for loopback');
    expect(await server.app.webhooks.deliverDue(new Date())).toEqual({ attempts: 1, delivered: 0 });
    expect(receiver.received).toHaveLength(count);
    const [refusedDelivery] = await deliveries(allowed.subscriptionID);
    expect(refusedDelivery!.status).toBe('pending');
    expect(refusedDelivery!.attempts[0]).toMatchObject({ statusCode: null });
    expect(refusedDelivery!.attempts[0]!.error).toMatch(/127\.0\.0\.1, a loopback address: refused/);
    await as(OLIVIA, 'DELETE', `/api/office/webhooks/${allowed.subscriptionID}`);
  });

  it('[INT-4] a rotated secret: the new one is shown once; both sign during the overlap, then only the new one', async () => {
    const subscription = await subscribe(['note.added']);
    const rotated = await as(
      OLIVIA,
      'POST',
      `/api/office/webhooks/${subscription.subscriptionID}/rotate-secret`,
    );
    expect(rotated.status, rotated.body).toBe(200);
    const { secret, previousSecretUntil } = WebhookSubscriptionWithSecret.parse(rotated.json);
    expect(secret).not.toBe(subscription.secret);
    expect(previousSecretUntil).not.toBeNull();
    const count = receiver.received.length;
    await addNote('Rotated once');
    await addNote('Rotated twice');
    const now = new Date();
    expect(await server.app.webhooks.deliverDue(now)).toEqual({ attempts: 2, delivered: 2 });
    const during = receiver.received[count]!;
    expect(during.signature.split(' ')).toHaveLength(2);
    expect(verifies(secret, during, now)).toBe(true);
    expect(verifies(subscription.secret, during, now)).toBe(true);

    // After the overlap (24 hours by default) the old secret no longer signs.
    const { deliveryID } = (await deliveries(subscription.subscriptionID)).at(-1)!;
    const later = new Date(now.getTime() + 25 * HOUR);
    await server.app.database.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: later.toISOString() })
      .where('delivery_id', '=', deliveryID)
      .execute();
    expect(await server.app.webhooks.deliverDue(later)).toEqual({ attempts: 1, delivered: 1 });
    const after = receiver.received.at(-1)!;
    expect(after.signature.split(' ')).toHaveLength(1);
    expect(verifies(secret, after, later)).toBe(true);
    expect(verifies(subscription.secret, after, later)).toBe(false);
    expect(JSON.stringify((await as(OLIVIA, 'GET', '/api/office/webhooks')).json)).not.toContain(secret);
    await as(OLIVIA, 'DELETE', `/api/office/webhooks/${subscription.subscriptionID}`);
  });

  it('[INT-4] finished deliveries and their log are purged 30 days after their event; a pending one is kept', async () => {
    const subscription = await subscribe(['note.added']);
    await addNote('Delivered, then purged');
    const now = new Date();
    expect(await server.app.webhooks.deliverDue(now)).toEqual({ attempts: 1, delivered: 1 });
    receiver.status = 500;
    await addNote('Still trying');
    expect(await server.app.webhooks.deliverDue(new Date())).toEqual({ attempts: 1, delivered: 0 });
    receiver.status = 200;
    const statuses = async () => (await deliveries(subscription.subscriptionID)).map((d) => d.status).sort();
    expect(await purgeFinishedDeliveries(server.app.database.db, now)).toBe(0);
    expect(await statuses()).toEqual(['delivered', 'pending']);
    await purgeFinishedDeliveries(server.app.database.db, new Date(now.getTime() + 31 * DAY));
    expect(await statuses()).toEqual(['pending']);
    await as(OLIVIA, 'DELETE', `/api/office/webhooks/${subscription.subscriptionID}`);
  });

  it('[INT-4] two workers at the same moment send each delivery once (each attempt is claimed)', async () => {
    const subscription = await subscribe(['note.added']);
    for (let n = 1; n <= 6; n++) await addNote(`Claimed once ${n}`);
    // On PostgreSQL the second worker has its own connections, as a second instance would; SQLite
    // is one process (a second synchronous connection would wait on the first in the same thread),
    // so there both share the one connection and interleave at every await.
    const other = usePostgres
      ? openDatabase({ databaseUrl: server.config.databaseUrl, dataDir: server.dataDir })
      : server.app.database;
    try {
      const settings = { ...server.config.webhooks, allowPrivate: false };
      const log = server.app.log;
      const first = webhookWorker(server.app.database.db, { log, settings });
      const second = webhookWorker(other.db, { log, settings });
      const count = receiver.received.length;
      const now = new Date();
      const [a, b] = await Promise.all([first.deliverDue(now), second.deliverDue(now)]);
      expect(a.attempts + b.attempts).toBe(6);
      expect(a.delivered + b.delivered).toBe(6);
      const sent = receiver.received.slice(count).map((r) => r.id);
      expect(sent).toHaveLength(6);
      expect(new Set(sent).size).toBe(6);
      for (const delivery of await deliveries(subscription.subscriptionID)) {
        expect(delivery.attempts).toHaveLength(1);
      }
    } finally {
      if (other !== server.app.database) await other.db.destroy();
    }
    await as(OLIVIA, 'DELETE', `/api/office/webhooks/${subscription.subscriptionID}`);
  });
});
