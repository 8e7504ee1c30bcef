// CREW-1, CREW-2 on the real database of the run (SQLite or PostgreSQL): punches made on a device
// (self or kiosk), replayed without doubling, corrected by new records that keep the original,
// the reach rules, the kiosk PIN kept hashed, and the site fence's flags (never a refusal).
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER, type NewPunch, Punch, PunchList, standingPunches } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { CARLOS, employeeID, FRANK, GRACE, RITA } from '../../test/jobs-fixtures.js';
import { signedInServerAs } from '../../test/signed-in.js';

const OLIVIA = 'office@acme.example';
const SITE = { latitude: 49.2827, longitude: -123.1207 };
let server: TestServer;
let sids: Record<string, string>;
let carlos: number;
let frank: number;
/** A job Frank leads with Carlos on its crew, placed at SITE. */
let jobID: number;
/** An open job Frank does not lead. */
let othersJobID: number;

beforeAll(async () => {
  ({ server, sids } = await signedInServerAs([FRANK, CARLOS, GRACE, RITA, OLIVIA]));
  carlos = await employeeID(server, CARLOS);
  frank = await employeeID(server, FRANK);
  const db = server.app.database.db;
  const led = await db
    .selectFrom('jobs')
    .innerJoin('job_crew', 'job_crew.job_id', 'jobs.job_id')
    .select('jobs.job_id')
    .where('jobs.foreman_employee_id', '=', frank)
    .where('job_crew.employee_id', '=', carlos)
    .where('jobs.status', '=', 'Open')
    .executeTakeFirstOrThrow();
  jobID = led.job_id;
  await db.updateTable('jobs').set(SITE).where('job_id', '=', jobID).execute();
  const other = await db
    .selectFrom('jobs')
    .select('job_id')
    .where('status', '=', 'Open')
    .where((eb) => eb.or([eb('foreman_employee_id', '!=', frank), eb('foreman_employee_id', 'is', null)]))
    .executeTakeFirstOrThrow();
  othersJobID = other.job_id;
});
afterAll(() => server?.close());

const punch = (over: Partial<NewPunch> = {}): NewPunch => ({
  punchID: randomUUID(),
  kind: 'in',
  employeeID: carlos,
  jobID,
  deviceTime: '2030-03-04T14:58:00.000Z',
  clockOffsetMs: 90_000,
  position: { ...SITE, accuracyM: 10 },
  recordedAs: 'self',
  kiosk: null,
  corrects: null,
  ...over,
});
const send = (who: string, body: unknown, key: string = randomUUID()) =>
  server.app.inject(apiCall(sids[who]!, 'POST', '/api/crew/punches', body, { [IDEMPOTENCY_HEADER]: key }));
const sent = async (who: string, body: NewPunch) => {
  const answer = await send(who, body);
  expect(answer.statusCode, answer.body).toBe(200);
  return Punch.parse(answer.json());
};
const stored = async () =>
  Number(
    (
      await server.app.database.db
        .selectFrom('crew_punches')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const listed = async (who: string, query = '') => {
  const answer = await server.app.inject(
    apiCall(sids[who]!, 'GET', `/api/crew/punches?from=2030-03-04T00:00:00Z&to=2030-03-05T00:00:00Z${query}`),
  );
  expect(answer.statusCode, answer.body).toBe(200);
  return PunchList.parse(answer.json()).punches;
};

describe('punches (CREW-1)', () => {
  it('[CREW-1] a crew member clocks in on his job: device time, offset, corrected time, position and who', async () => {
    const answer = await sent(CARLOS, punch());
    expect(answer).toMatchObject({
      kind: 'in',
      employeeID: carlos,
      jobID,
      deviceTime: '2030-03-04T14:58:00.000Z',
      clockOffsetMs: 90_000,
      correctedTime: '2030-03-04T14:59:30.000Z',
      position: { ...SITE, accuracyM: 10 },
      distanceM: 0,
      flags: [],
      recordedAs: 'self',
      recordedByName: expect.stringContaining('Carlos'),
    });
  });

  it('[CREW-1] the same punch twice is one punch: a replayed key and a new key alike', async () => {
    const body = punch({ kind: 'out', deviceTime: '2030-03-04T23:30:00.000Z' });
    const before = await stored();
    const first = await send(CARLOS, body, 'punch-key-1');
    const replay = await send(CARLOS, body, 'punch-key-1');
    const again = await send(CARLOS, body, 'punch-key-2');
    expect([first.statusCode, replay.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(replay.json()).toEqual(first.json());
    expect(again.json()).toEqual(first.json());
    expect(await stored()).toBe(before + 1);
    const other = await send(CARLOS, { ...body, kind: 'in' });
    expect(other.statusCode).toBe(409);
    expect(await stored()).toBe(before + 1);
  });

  it('[CREW-1] a correction is a new record naming the punch, who and why; a chain keeps every original', async () => {
    const original = await sent(CARLOS, punch({ deviceTime: '2030-03-04T15:40:00.000Z' }));
    const fixed = await sent(
      FRANK,
      punch({
        deviceTime: '2030-03-04T15:00:00.000Z',
        clockOffsetMs: null,
        corrects: { punchID: original.punchID, reason: 'Clocked in late; on site at 7:00' },
      }),
    );
    expect(fixed).toMatchObject({
      correctedTime: '2030-03-04T15:00:00.000Z',
      recordedByUserID: expect.any(Number),
      recordedByName: expect.stringContaining('Frank'),
      corrects: { punchID: original.punchID, reason: 'Clocked in late; on site at 7:00' },
      flags: [],
    });
    const again = await sent(
      FRANK,
      punch({
        deviceTime: '2030-03-04T15:05:00.000Z',
        corrects: { punchID: fixed.punchID, reason: 'Truck log says 7:05' },
      }),
    );
    const chain = (await listed(FRANK, `&jobID=${jobID}`)).filter((p) =>
      [original.punchID, fixed.punchID, again.punchID].includes(p.punchID),
    );
    expect(chain).toHaveLength(3);
    expect(chain.find((p) => p.punchID === original.punchID)).toMatchObject({
      correctedTime: '2030-03-04T15:41:30.000Z',
    });
    expect(standingPunches(chain).map((p) => p.punchID)).toEqual([again.punchID]);

    const foreign = await send(
      FRANK,
      punch({ employeeID: frank, corrects: { punchID: original.punchID, reason: 'x' } }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: 'bad_request', details: { field: 'corrects.punchID' } });
  });

  it('[CREW-1] reach: himself on his jobs; a foreman his crew on his jobs; a 4xx changes nothing', async () => {
    const before = await stored();
    expect((await send(CARLOS, punch({ employeeID: frank }))).statusCode).toBe(403);
    expect((await send(CARLOS, punch({ jobID: othersJobID }))).statusCode).toBe(404);
    expect((await send(RITA, punch())).statusCode).toBe(403);
    expect((await send(FRANK, punch({ jobID: othersJobID }))).statusCode).toBeGreaterThanOrEqual(403);
    const bad = await send(CARLOS, { ...punch(), deviceTime: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request' });
    const kioskWithout = await send(FRANK, punch({ recordedAs: 'kiosk' }));
    expect(kioskWithout.statusCode).toBe(400);
    expect(await stored()).toBe(before);
    expect(
      (await server.app.inject({ method: 'POST', url: '/api/crew/punches', payload: punch() })).statusCode,
    ).toBe(401);
  });

  it('[CREW-1] a crew member lists his own punches; his foreman every punch of his jobs', async () => {
    await sent(FRANK, punch({ employeeID: frank }));
    const mine = await listed(CARLOS);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.employeeID === carlos)).toBe(true);
    const franks = await listed(FRANK, `&jobID=${jobID}`);
    expect(new Set(franks.map((p) => p.employeeID))).toEqual(new Set([carlos, frank]));
    const backwards = await server.app.inject(
      apiCall(sids[FRANK]!, 'GET', '/api/crew/punches?from=2030-03-05T00:00:00Z&to=2030-03-04T00:00:00Z'),
    );
    expect(backwards.statusCode).toBe(400);
  });

  it('[CREW-1] kiosk: the foreman sets a PIN (kept hashed); a punch with a wrong PIN is kept and flagged', async () => {
    const set = await server.app.inject(
      apiCall(sids[FRANK]!, 'PUT', `/api/crew/${carlos}/pin`, { pin: '4821' }),
    );
    expect(set.statusCode, set.body).toBe(200);
    const row = await server.app.database.db
      .selectFrom('crew_pins')
      .select('pin_hash')
      .where('employee_id', '=', carlos)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).not.toContain('4821');
    expect(
      (await server.app.inject(apiCall(sids[CARLOS]!, 'PUT', `/api/crew/${carlos}/pin`, { pin: '1111' })))
        .statusCode,
    ).toBe(403);
    expect(
      (await server.app.inject(apiCall(sids[FRANK]!, 'PUT', `/api/crew/${carlos}/pin`, { pin: '12' })))
        .statusCode,
    ).toBe(400);

    const right = await sent(FRANK, punch({ recordedAs: 'kiosk', kiosk: { method: 'pin', pin: '4821' } }));
    expect(right).toMatchObject({ recordedAs: 'kiosk', kioskMethod: 'pin', flags: [] });
    expect(JSON.stringify(right)).not.toContain('4821');
    const wrong = await sent(FRANK, punch({ recordedAs: 'kiosk', kiosk: { method: 'pin', pin: '0000' } }));
    expect(wrong.flags).toEqual(['pinNotMatched']);
    const signed = await sent(
      FRANK,
      punch({
        recordedAs: 'kiosk',
        kiosk: { method: 'signature', signature: 'data:image/png;base64,iVBORw0KGgo=' },
      }),
    );
    expect(signed).toMatchObject({ kioskMethod: 'signature', flags: [] });
  });
});

describe('site fences (CREW-2)', () => {
  it('[CREW-2] outside the fence, a poor fix or none: stored and flagged, never refused', async () => {
    const far = await sent(
      CARLOS,
      punch({ position: { latitude: SITE.latitude + 0.01, longitude: SITE.longitude, accuracyM: 8 } }),
    );
    expect(far.flags).toEqual(['outsideFence']);
    expect(far.distanceM).toBeGreaterThan(1_000);
    const vague = await sent(CARLOS, punch({ position: { ...SITE, accuracyM: 250 } }));
    expect(vague.flags).toEqual(['poorAccuracy']);
    const none = await sent(CARLOS, punch({ position: null, clockOffsetMs: null }));
    expect(none.flags).toEqual(['noFix', 'clockNotMeasured']);
  });

  it("[CREW-2] the office's job edit sets the radius; the device's job carries the fence", async () => {
    const job = {
      jobNumber: 'FENCE-1',
      workType: 'Storm sewer',
      workDescription: '',
      address1: '1 Main',
      city: 'Vancouver',
      ...SITE,
    };
    const created = await server.app.inject(apiCall(sids[OLIVIA]!, 'POST', '/api/office/jobs', job));
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { jobID: number }).jobID;
    const edited = await server.app.inject(
      apiCall(sids[OLIVIA]!, 'PUT', `/api/office/jobs/${id}`, { ...job, fenceRadiusM: 400 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ fenceRadiusM: 400 });
    const tooSmall = await server.app.inject(
      apiCall(sids[OLIVIA]!, 'PUT', `/api/office/jobs/${id}`, { ...job, fenceRadiusM: 3 }),
    );
    expect(tooSmall.statusCode).toBe(400);
    const folder = await server.app.inject(
      apiCall(sids[GRACE]!, 'POST', '/api/mobile/jobloader/bulk', { jobs: [id] }),
    );
    expect(folder.statusCode, folder.body).toBe(200);
    expect((folder.json() as [{ fence: unknown }])[0].fence).toEqual({ ...SITE, radiusM: 400 });
  });
});
