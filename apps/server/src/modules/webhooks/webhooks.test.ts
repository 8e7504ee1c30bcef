// INT-4: webhooks from the outbox to a real receiver on 127.0.0.1, on SQLite and PostgreSQL. The
// receiver checks every signature with the official `standardwebhooks` package (an implementation
// that is not ours). The server's own worker is off (WEBHOOKS_POLL_MS=0): each test drives its
// passes with chosen times, so backoff and the 3-day window are counted, not waited for.
import { WebhookDeliveryList, WebhookEvent, WebhookSubscriptionWithSecret } from '@fieldops/contract';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCall, command, type TestServer } from '../../test/harness.js';
import { assignedOpenJobIDs, CARLOS, employeeID, FRANK, openJobIDs } from '../../test/jobs-fixtures.js';
import { signaturePng } from '../../test/image-fixtures.js';
import { cbillingValues, reportBody, saveReport } from '../../test/report-fixtures.js';
import { signedInServerAs } from '../../test/signed-in.js';
import { jobLedBefore, oneJobDay, PAST_MONDAY } from '../../test/timesheet-fixtures.js';
import { webhookReceiver, type Received, type WebhookReceiver } from '../../test/webhook-receiver.js';
import { addDays } from '@fieldops/contract';
import { recordWebhookEvent } from './service.js';

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
    // report.reviewed is recorded by the review change (wired at merge); the function takes it as is.
    await server.app.database.db.transaction().execute((trx) =>
      recordWebhookEvent(trx, {
        type: 'report.reviewed',
        data: {
          jobID: carlosJob!,
          jobNumber: 'J-1',
          reportID: 1,
          referenceCode: 'int4-rep-1',
          decision: 'approved',
          comment: null,
          reviewedBy: { userID: 1, name: 'Rita Reviewer' },
        },
      }),
    );

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
});
