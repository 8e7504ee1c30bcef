// CREW-1 on the device: a punch made with no signal shows at once as waiting to send, its task
// carries the device time, the measured clock offset and the fix; the runner sends it (the same
// id on every try, so a resend is one punch on the server) and the server's copy replaces the
// device's. A kiosk PIN rides only in the task, never in the punch store.
import { type NewPunch, type Punch, correctedPunchTime } from '@fieldops/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../changes';
import { db } from '../db/database';
import { writeSetting } from '../db/settings';
import { createNetworkStatus } from '../platform/network-status';
import { discardTask } from '../queue/manage';
import { createQueueRunner } from '../queue/runner';
import { createQueueStatus } from '../queue/status';
import { resetDb } from '../test/db';
import { json, stubFetch } from '../test/fetch-stub';
import { clockOffsetOf } from '../sync/clock-offset';
import { readMyClock } from './clock';
import { recordPunch } from './punch-action';

const runner = () =>
  createQueueRunner({
    owner: () => null,
    hasSession: () => true,
    networkRetryMs: null,
    status: createQueueStatus(),
    serverHealthy: async () => true,
    online: createNetworkStatus(true),
  });
const AT_SITE = { latitude: 49.2827, longitude: -123.1207, accuracyM: 12 };
const answerFor = (sent: NewPunch): Punch => ({
  ...sent,
  correctedTime: correctedPunchTime(sent),
  distanceM: 4,
  flags: [],
  kioskMethod: sent.kiosk?.method ?? null,
  recordedByUserID: 3,
  recordedByName: 'Carlos Crew',
  receivedAt: '2030-03-04T16:00:00.000Z',
});

describe('punches on the device (CREW-1)', () => {
  beforeEach(async () => {
    await resetDb();
    await db.jobs.put({
      jobID: 41,
      jobNumber: 'J-4102',
      address1: '1 Main',
      city: 'Vancouver',
      locations: [],
      crewFolder: 'J-4102',
      crewFolderID: '',
      imageRefs: [],
      updatedDate: '2030-03-01T00:00:00.000Z',
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[CREW-1] clocking in offline shows at once, waiting to send, with device time, offset and position', async () => {
    await writeSetting('clockOffset', { offsetMs: 90_000, measuredAt: '2030-03-04T14:00:00.000Z' }, db);
    const now = new Date('2030-03-04T14:58:00.000Z');
    const { punchID } = await recordPunch(
      { kind: 'in', employeeID: 7, jobID: 41, position: AT_SITE },
      db,
      now,
    );
    const [task] = await db.updateQueue.toArray();
    expect(task).toMatchObject({ url: '/api/crew/punches', method: 'POST' });
    expect(task).toMatchObject({ kind: 'http' });
    expect(task && 'payload' in task && task.payload).toMatchObject({
      punchID,
      deviceTime: '2030-03-04T14:58:00.000Z',
      clockOffsetMs: 90_000,
      position: AT_SITE,
      recordedAs: 'self',
    });
    const clock = await readMyClock(7, db);
    expect(clock).toMatchObject({ waiting: true, jobNumber: 'J-4102' });
    expect(clock.state).toMatchObject({
      clockedIn: true,
      last: { correctedTime: '2030-03-04T14:59:30.000Z' },
    });
  });

  it('[CREW-1] sent with the same punch id on every try; the answer replaces the device copy', async () => {
    const { punchID } = await recordPunch({ kind: 'in', employeeID: 7, jobID: 41, position: null });
    let tries = 0;
    const net = stubFetch({
      'POST /api/crew/punches': () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch'); // the signal drops mid-send
        return json(answerFor(JSON.parse(net.requests.at(-1)!.body!) as NewPunch));
      },
    });
    expect(await runner().trigger()).not.toBe('done');
    expect(await db.updateQueue.count()).toBe(1);
    expect(await runner().trigger()).toBe('done');
    const bodies = net.to('/api/crew/punches', 'POST').map((r) => JSON.parse(r.body!) as NewPunch);
    expect(bodies.map((b) => b.punchID)).toEqual([punchID, punchID]);
    const keys = net.to('/api/crew/punches', 'POST').map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toBe(keys[1]);
    expect(await db.updateQueue.count()).toBe(0);
    const stored = await db.crewPunches.get(punchID);
    expect(stored).toMatchObject({ queueID: null, stored: { punchID, recordedByName: 'Carlos Crew' } });
    expect((await readMyClock(7, db)).waiting).toBe(false);
  });

  it('[CREW-1] a kiosk PIN rides in the task only; clocking out follows; a discard takes the punch back', async () => {
    await recordPunch({
      kind: 'in',
      employeeID: 8,
      jobID: 41,
      position: AT_SITE,
      kiosk: { method: 'pin', pin: '4821' },
    });
    const [kept] = await db.crewPunches.toArray();
    expect(JSON.stringify(kept)).not.toContain('4821');
    expect(kept!.punch).toMatchObject({ recordedAs: 'kiosk', kioskMethod: 'pin' });
    const [task] = await db.updateQueue.toArray();
    expect(task && 'payload' in task && task.payload).toMatchObject({
      kiosk: { method: 'pin', pin: '4821' },
    });

    const later = new Date(Date.now() + 60_000);
    await recordPunch({ kind: 'out', employeeID: 8, jobID: 41, position: AT_SITE }, db, later);
    expect((await readMyClock(8, db)).state.clockedIn).toBe(false);
    const out = (await db.updateQueue.toArray()).at(-1)!;
    await discardTask(out.queueID);
    expect((await readMyClock(8, db)).state.clockedIn).toBe(true);
  });

  it('[CREW-1] the clock offset is the server time against the middle of the round trip', () => {
    expect(
      clockOffsetOf(
        '2030-03-04T12:00:10.000Z',
        Date.parse('2030-03-04T12:00:00.000Z'),
        Date.parse('2030-03-04T12:00:02.000Z'),
      ),
    ).toBe(9_000);
    expect(clockOffsetOf('not a time', 0, 0)).toBeNull();
    expect(
      clockOffsetOf(
        '1990-01-01T00:00:00.000Z',
        Date.parse('2030-03-04T12:00:00.000Z'),
        Date.parse('2030-03-04T12:00:00.000Z'),
      ),
    ).toBeNull();
  });
});
