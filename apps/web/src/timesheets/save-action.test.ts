import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Timesheet } from '@fieldops/contract';
import { db } from '../db/database';
import { saveSessionUser } from '../db/session-user';
import { readTimesheetDay } from './day-view';
import { applyServerTimesheet, readLocalTimesheet } from './days';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { type QueueRunnerDeps, createQueueRunner } from '../queue/runner';
import { createNetworkStatus } from '../platform/network-status';
import { writeOAuth } from '../auth/stored-oauth';
import { retryTask } from '../queue/manage';
import { createQueueStatus } from '../queue/status';
import { saveTimesheet } from './save-action';

const DATE = '2026-11-30';
const day = (extra: Partial<Timesheet> = {}): Timesheet => ({
  timeSheetID: null,
  timeSheetDate: DATE,
  shiftStart: '07:00',
  shiftEnd: '15:30',
  jobs: [
    {
      jobID: 11,
      startTime: '07:00',
      endTime: '15:30',
      crew: [{ employeeID: 3, startTime: '07:00', endTime: '15:30', lunchTaken: true }],
    },
  ],
  ...extra,
});

const runner = (deps: QueueRunnerDeps = {}) =>
  createQueueRunner({
    owner: () => null,
    hasSession: () => true,
    networkRetryMs: null,
    status: createQueueStatus(),
    serverHealthy: async () => true, // a 503 from a server that is up counts a try (FIELD-5)
    online: createNetworkStatus(true),
    ...deps,
  });
const tasks = async () => (await db.updateQueue.toArray()).sort((a, b) => a.queueID - b.queueID);

describe('timesheet actions', () => {
  beforeEach(async () => {
    // The days here lie around 30 November 2026; the clock is set after them, so confirming one
    // confirms a day that has come (TSX-4: a day still to come cannot be confirmed). Only Date is
    // faked, and it keeps running.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-14T17:00:00Z'), shouldAdvanceTime: true });
    await resetDb();
    // TSX-5: days are kept per foreman: the foreman the server's answers name is signed in.
    await saveSessionUser({
      userID: 1,
      employeeID: 2,
      email: 'foreman@acme.example',
      name: 'Frank',
      role: 'foreman',
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[TS-1] [QUEUE-8] a day made offline is POSTed under a temporary id, a later save PUTs it after the POST with the server id, and the answer replaces the day', async () => {
    const first = await saveTimesheet(day());
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.timeSheetID).toBeLessThan(0);
    const second = await saveTimesheet({ ...day(), shiftEnd: '16:00' });
    if (!second.ok) throw new Error('second save refused');
    expect(second.timeSheetID).toBe(first.timeSheetID);
    const [post, put] = await tasks();
    expect(post).toMatchObject({
      method: 'POST',
      url: '/api/TimeSheet/',
      dependsOn: null,
      typeObject: 'Timesheet',
    });
    expect(post!.kind === 'http' && (post!.payload as Timesheet).timeSheetID).toBeNull();
    expect(put).toMatchObject({
      method: 'PUT',
      url: `/api/timesheet/${first.timeSheetID}`,
      dependsOn: post!.queueID,
    });
    expect((await readLocalTimesheet(DATE))?.queueID).toBe(second.queueID);

    const answer = (body: string | null) => ({
      ...(JSON.parse(body ?? '{}') as Timesheet),
      timeSheetID: 77,
      foremanID: 2,
      status: 'draft',
    });
    const net = stubFetch({
      'POST /api/TimeSheet/': () => json(answer(net.requests.at(-1)!.body)),
      'PUT /api/timesheet/77': () => json(answer(net.requests.at(-1)!.body)),
    });
    expect(await runner().trigger()).toBe('done');
    expect(net.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /api/TimeSheet/',
      'PUT /api/timesheet/77',
    ]);
    expect(JSON.parse(net.requests[1]!.body!)).toMatchObject({ timeSheetID: 77, shiftEnd: '16:00' });
    expect(net.requests.every((r) => r.headers.get('Idempotency-Key'))).toBe(true);
    expect(await tasks()).toEqual([]);
    expect(await readLocalTimesheet(DATE)).toMatchObject({
      queueID: null,
      timesheet: { timeSheetID: 77, shiftEnd: '16:00', foremanID: 2 },
    });
  });

  it('[TS-3] a day whose times make no sense is not queued; the results say what to fix', async () => {
    const broken = day();
    broken.jobs[0]!.crew[0]!.endTime = '06:00';
    const result = await saveTimesheet(broken);
    expect(result).toMatchObject({ ok: false, reason: 'blocking' });
    if (result.ok) return;
    expect(result.results[0]).toMatchObject({
      code: 'endBeforeStart',
      jobID: 11,
      employeeID: 3,
      field: 'endTime',
    });
    expect(await tasks()).toEqual([]);
    expect(await readLocalTimesheet(DATE)).toBeNull();
  });

  it('[TS-3] [TS-1] confirm is refused on the device while a warning is unexplained, and queues status confirmed once explained', async () => {
    const noLunch = day();
    noLunch.jobs[0]!.crew[0]!.lunchTaken = false;
    expect(await saveTimesheet(noLunch, { confirm: true })).toMatchObject({
      ok: false,
      reason: 'notConfirmable',
    });
    expect(await tasks()).toEqual([]);
    noLunch.jobs[0]!.crew[0]!.explanation = 'Worked through, left early';
    expect((await saveTimesheet(noLunch, { confirm: true })).ok).toBe(true);
    const [task] = await tasks();
    expect(task!.kind === 'http' && task!.payload).toMatchObject({ status: 'confirmed' });
    expect((await readLocalTimesheet(DATE))?.timesheet.status).toBe('confirmed');
  });

  it('[TS-1] a day from the server is PUT to its id; the 422 of the server shows on the task with its message', async () => {
    await applyServerTimesheet(DATE, { ...day(), timeSheetID: 40, foremanID: 2, status: 'draft' });
    expect((await saveTimesheet(day({ timeSheetID: 40 }), { confirm: true })).ok).toBe(true);
    const [task] = await tasks();
    expect(task).toMatchObject({ method: 'PUT', url: '/api/timesheet/40', dependsOn: null });
    const message = 'Lena Laborer is on job J-1 07:00–15:30 while also on another timesheet';
    stubFetch({ 'PUT /api/timesheet/40': json({ error: 'bad_request', message, details: {} }, 422) });
    await runner().trigger();
    expect((await tasks())[0]).toMatchObject({
      state: 'rejected',
      lastError: expect.stringContaining('Lena Laborer'),
    });
    // The device keeps its day while the change is queued: a week sync does not overwrite it.
    expect(await applyServerTimesheet(DATE, { ...day(), timeSheetID: 40, shiftEnd: '12:00' })).toBe('kept');
    expect((await readLocalTimesheet(DATE))?.timesheet.status).toBe('confirmed');
  });
  it('[QUEUE-9] [TS-1] a POST the server refused holds the later saves and the day says why; the next save replaces the refused chain and is sent', async () => {
    const first = await saveTimesheet(day());
    const second = await saveTimesheet({ ...day(), shiftEnd: '16:00' });
    if (!first.ok || !second.ok) throw new Error('save refused');
    const refusal = 'Unknown crew member: #3';
    const net = stubFetch({
      'POST /api/TimeSheet/': json({ error: 'bad_request', message: refusal, details: null }, 400),
    });
    expect(await runner().trigger()).toBe('done');
    // The PUT waits behind the refused POST: nothing else is sent, nothing is dropped.
    expect(net.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['POST /api/TimeSheet/']);
    expect((await tasks()).map((task) => task.state)).toEqual(['rejected', 'waiting']);
    expect((await readTimesheetDay(DATE)).held).toEqual({
      state: 'rejected',
      message: refusal,
      queueID: first.queueID,
    });

    // The foreman puts the right person on the job and saves: one new POST, the whole day.
    const fixed = day({ shiftEnd: '16:00' });
    fixed.jobs[0]!.crew[0]!.employeeID = 4;
    const third = await saveTimesheet(fixed);
    if (!third.ok) throw new Error('fix refused');
    const [task, ...rest] = await tasks();
    expect(rest).toEqual([]);
    expect(task).toMatchObject({ method: 'POST', url: '/api/TimeSheet/', dependsOn: null, state: 'waiting' });
    expect(third.timeSheetID).toBe(-third.queueID);
    expect((await readTimesheetDay(DATE)).held).toBeNull();

    const sent = stubFetch({
      'POST /api/TimeSheet/': () => json({ ...fixed, timeSheetID: 78, foremanID: 2, status: 'draft' }),
    });
    expect(await runner().trigger()).toBe('done');
    expect(JSON.parse(sent.requests[0]!.body!)).toMatchObject({
      timeSheetID: null,
      shiftEnd: '16:00',
      jobs: [{ crew: [{ employeeID: 4 }] }],
    });
    expect(await tasks()).toEqual([]);
    expect(await readLocalTimesheet(DATE)).toMatchObject({ queueID: null, timesheet: { timeSheetID: 78 } });
  });

  it('[QUEUE-3] [QUEUE-9] a save skipped after 3 tries keeps the chain (a retry may still send it) and the day says so', async () => {
    const first = await saveTimesheet(day());
    if (!first.ok) throw new Error('save refused');
    stubFetch({ 'POST /api/TimeSheet/': json({ error: 'internal', message: 'Down', details: null }, 503) });
    // An hour apart: each try is past the backoff of the one before.
    for (let i = 0; i < 3; i++) await runner({ now: () => new Date(Date.now() + i * 3_600_000) }).trigger();
    expect((await readTimesheetDay(DATE)).held).toMatchObject({ state: 'skipped', queueID: first.queueID });
    const second = await saveTimesheet({ ...day(), shiftEnd: '16:00' });
    if (!second.ok) throw new Error('save refused');
    expect((await tasks()).map((task) => [task.kind === 'http' && task.method, task.dependsOn])).toEqual([
      ['POST', null],
      ['PUT', first.queueID],
    ]);
    await retryTask(first.queueID);
    const answer = { ...day({ shiftEnd: '16:00' }), timeSheetID: 79, foremanID: 2, status: 'draft' };
    stubFetch({ 'POST /api/TimeSheet/': json(answer), 'PUT /api/timesheet/79': json(answer) });
    expect(await runner().trigger()).toBe('done');
    expect(await tasks()).toEqual([]);
    expect(await readLocalTimesheet(DATE)).toMatchObject({ queueID: null, timesheet: { shiftEnd: '16:00' } });
  });
  it('[QUEUE-9] [TS-1] on a shared device, a day holding another account’s unsent saves is not changed by the next user', async () => {
    const signIn = (email: string) =>
      writeOAuth({
        idToken: 'id',
        accessToken: 'at',
        expiresAt: 4_102_444_800_000,
        identity: { email, exp: 4_102_444_800 },
        revocationEndpoint: 'https://idp.example/revoke',
        userinfoEndpoint: 'https://idp.example/userinfo',
        clientId: 'fieldops-web',
      });
    try {
      signIn('frank.foreman@acme.example');
      const first = await saveTimesheet(day());
      if (!first.ok) throw new Error('save refused');
      signIn('fiona.foreman@acme.example');
      expect(await saveTimesheet({ ...day(), shiftEnd: '16:00' })).toEqual({
        ok: false,
        reason: 'otherUser',
        owner: 'frank.foreman@acme.example',
        results: [],
      });
      expect(await tasks()).toHaveLength(1);
      expect((await readLocalTimesheet(DATE))?.timesheet.shiftEnd).toBe('15:30');
    } finally {
      localStorage.clear();
    }
  });
});
