// TSX-1: a save of a day names the version it was based on; a 409 with the server's copy is merged
// (different people or jobs merge by themselves), a conflict waits for the foreman's pick, and a
// second device's create of a day merges into the server's timesheet instead of being discarded.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrewEntry, Timesheet } from '@fieldops/contract';
import { db } from '../db/database';
import { readDayConflict } from './day-conflict';
import { saveSessionUser } from '../db/session-user';
import { applyServerTimesheet, readLocalTimesheet } from './days';
import { resolveTimesheetConflict } from './resolve-conflict';
import { createNetworkStatus } from '../platform/network-status';
import { resetDb } from '../test/db';
import { type RecordedRequest, json, stubFetch } from '../test/fetch-stub';
import { saveTimesheet } from './save-action';
import { createQueueRunner } from '../queue/runner';
import { createQueueStatus } from '../queue/status';
import type { HttpTask } from '../queue/task';
import type { TimesheetTask } from './save-versions';

const DATE = '2026-11-30';
const PUT = 'PUT /api/timesheet/40';
const crew = (employeeID: number, endTime = '15:30'): CrewEntry => ({
  employeeID,
  startTime: '07:00',
  endTime,
  lunchTaken: true,
  ignoreDayoff: false,
});
const job = (jobID: number, people: CrewEntry[]) => ({
  jobID,
  startTime: '07:00',
  endTime: '15:30',
  crew: people,
});
const server = (version: number, jobs: Timesheet['jobs']): Timesheet => ({
  timeSheetID: 40,
  timeSheetDate: DATE,
  shiftStart: '07:00',
  shiftEnd: '15:30',
  foremanID: 9,
  status: 'draft',
  timeZone: 'America/New_York',
  version,
  updatedBy: 'Frank Foreman',
  updatedAt: '2026-11-30T21:00:00.000Z',
  jobs,
});
const conflict = (current: Timesheet) =>
  json({ error: 'conflict', message: 'changed since', details: { timeSheetID: 40, current } }, 409);
const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request!.body!) as Timesheet;
/** The server stores what it is sent, one version on. */
const stored = (request: RecordedRequest | undefined, version: number) =>
  json({ ...bodyOf(request), timeSheetID: 40, foremanID: 9, status: 'draft', version });

const runner = () =>
  createQueueRunner({
    owner: () => null,
    hasSession: () => true,
    networkRetryMs: null,
    status: createQueueStatus(),
    serverHealthy: async () => true,
    online: createNetworkStatus(true),
  });
const tasks = async () => (await db.updateQueue.toArray()) as (HttpTask & TimesheetTask)[];

describe('timesheet saves with versions (TSX-1)', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-14T17:00:00Z'), shouldAdvanceTime: true });
    await resetDb();
    // The signed-in foreman, whose days these are.
    await saveSessionUser({
      userID: 1,
      employeeID: 9,
      email: 'frank@acme.example',
      name: 'Frank',
      role: 'foreman',
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[TSX-1] a save carries the version and the server copy it started from', async () => {
    const base = server(2, [job(11, [crew(3)])]);
    await applyServerTimesheet(DATE, base);
    await saveTimesheet({ ...base, jobs: [job(11, [crew(3, '14:00')])] });
    const [task] = await tasks();
    expect((task!.payload as Timesheet).version).toBe(2);
    expect(task!.payload).not.toHaveProperty('updatedBy');
    expect(task!.timesheetBase).toEqual(base);
  });

  it('[TSX-1] a stale save of another crew member is merged with the server copy and sent again on its version', async () => {
    const base = server(2, [job(11, [crew(3), crew(4)])]);
    await applyServerTimesheet(DATE, base);
    await saveTimesheet({ ...base, jobs: [job(11, [crew(3, '14:00'), crew(4)])] });
    const theirs = server(3, [job(11, [crew(3), crew(4, '12:00')])]);
    let tries = 0;
    const net = stubFetch({
      [PUT]: () => (++tries === 1 ? conflict(theirs) : stored(net.requests.at(-1), 4)),
    });
    expect(await runner().trigger()).toBe('done');
    const [task] = await tasks();
    expect(task).toMatchObject({ state: 'waiting', lastError: null, counterTries: 0 });
    expect((task!.payload as Timesheet).version).toBe(3);
    const merged = [job(11, [crew(3, '14:00'), crew(4, '12:00')])];
    expect((await readLocalTimesheet(DATE))?.timesheet.jobs).toEqual(merged);
    expect(await runner().trigger()).toBe('done');
    expect(net.to('/api/timesheet/40')).toHaveLength(2);
    expect(net.requests[0]!.headers.get('Idempotency-Key')).not.toBe(
      net.requests[1]!.headers.get('Idempotency-Key'),
    );
    expect(bodyOf(net.requests[1])).toMatchObject({ version: 3, jobs: merged });
    expect(await tasks()).toEqual([]);
    expect((await readLocalTimesheet(DATE))?.timesheet).toMatchObject({ version: 4, jobs: merged });
  });

  it('[TSX-1] the same field changed on both sides waits for the foreman, who picks; the pick is saved on the server version', async () => {
    const base = server(2, [job(11, [crew(3), crew(4)])]);
    await applyServerTimesheet(DATE, base);
    await saveTimesheet({ ...base, shiftEnd: '16:00', jobs: [job(11, [crew(3, '14:00'), crew(4)])] });
    const theirs = server(3, [job(11, [crew(3, '13:00'), crew(4)])]);
    let tries = 0;
    const net = stubFetch({
      [PUT]: () => (++tries === 1 ? conflict(theirs) : stored(net.requests.at(-1), 4)),
    });
    expect(await runner().trigger()).toBe('done');
    const [waiting] = await tasks();
    expect(waiting).toMatchObject({ state: 'waiting', timesheetConflict: { current: theirs } });
    expect(await runner().trigger()).toBe('done'); // not sent again while the foreman has not picked
    expect(net.requests).toHaveLength(1);
    const found = await readDayConflict(DATE);
    expect(found?.conflicts).toEqual([
      {
        key: 'job:11#0/crew:3#0.endTime',
        field: 'endTime',
        jobID: 11,
        employeeID: 3,
        mine: '14:00',
        theirs: '13:00',
      },
    ]);
    expect(found?.current.updatedBy).toBe('Frank Foreman');
    expect(await resolveTimesheetConflict(DATE, {})).toBe('unpicked');
    expect(await resolveTimesheetConflict(DATE, { 'job:11#0/crew:3#0.endTime': 'theirs' })).toBe('saved');
    expect(await readDayConflict(DATE)).toBeNull();
    expect(await runner().trigger()).toBe('done');
    expect(bodyOf(net.requests[1])).toMatchObject({
      version: 3,
      shiftEnd: '16:00', // changed here only: kept
      jobs: [job(11, [crew(3, '13:00'), crew(4)])],
    });
    expect(await tasks()).toEqual([]);
  });

  it('[TSX-1] a day created on a second device is merged into the server timesheet of that day, not discarded', async () => {
    const created = await saveTimesheet({
      ...server(1, [job(12, [crew(4)])]),
      timeSheetID: null,
      version: undefined,
    });
    expect(created.ok).toBe(true);
    const theirs = server(1, [job(11, [crew(3)])]);
    const net = stubFetch({
      'POST /api/TimeSheet/': conflict(theirs),
      [PUT]: () => stored(net.requests.at(-1), 2),
    });
    expect(await runner().trigger()).toBe('done');
    const [task] = await tasks();
    expect(task).toMatchObject({ method: 'PUT', url: '/api/timesheet/40', state: 'waiting' });
    expect(task!.creates).toBeUndefined();
    expect(await runner().trigger()).toBe('done');
    expect(bodyOf(net.to('/api/timesheet/40')[0])).toMatchObject({
      timeSheetID: 40,
      version: 1,
      jobs: [job(11, [crew(3)]), job(12, [crew(4)])], // the server's job, then the one added here
    });
    expect(await tasks()).toEqual([]);
    expect((await readLocalTimesheet(DATE))?.timesheet).toMatchObject({ timeSheetID: 40, version: 2 });
  });

  it('[TSX-1] saves queued one after another are rebased on each answer: a field changed twice here is no conflict', async () => {
    const base = server(2, [job(11, [crew(3)])]);
    await applyServerTimesheet(DATE, base);
    await saveTimesheet({ ...base, jobs: [job(11, [crew(3, '14:00')])] });
    await saveTimesheet({ ...base, jobs: [job(11, [crew(3, '13:00')])] });
    let version = 2;
    const net = stubFetch({ [PUT]: () => stored(net.requests.at(-1), ++version) });
    expect(await runner().trigger()).toBe('done');
    expect(await runner().trigger()).toBe('done');
    expect(net.requests.map((r) => bodyOf(r).version)).toEqual([2, 3]);
    expect(bodyOf(net.requests[1]).jobs).toEqual([job(11, [crew(3, '13:00')])]);
    expect(await tasks()).toEqual([]);
  });
});
