// TSX-3: the rule read from a job's history, on a history with known instants: a foreman keeps the
// days he led the job, crew the days they were on it, nobody the days after it closed; changes at
// one instant (a reassignment) leave no moment in between. Runs on SQLite and PostgreSQL.
import { addDays, startOfDayIn } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { closingOf, jobsWorkableDuring, recordJobChange } from './history.js';
import { insertJob } from './repository.js';

let server: TestServer;
let jobID: number;
const ZONE = 'America/New_York';
type Worker = { role: 'foreman' | 'crew' | 'generalForeman'; employeeID: number };
// Their ids come from the database (beforeAll).
const A: Worker = { role: 'foreman', employeeID: 0 };
const B: Worker = { role: 'foreman', employeeID: 0 };
const C: Worker = { role: 'crew', employeeID: 0 };
const GF: Worker = { role: 'generalForeman', employeeID: 0 };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.app.database.db;
  const ids = await db
    .insertInto('employees')
    .values(
      [1, 2, 3, 4].map((n) => ({ full_name: `E${n}`, email: `e${n}@history.example`, role: 'foreman' })),
    )
    .returning('employee_id')
    .execute();
  [A, B, C, GF].forEach((w, i) => (w.employeeID = ids[i]!.employee_id));
  const job = await insertJob(db, {
    job_number: 'H-0001',
    address1: '1 Main St',
    city: 'Springfield',
    work_type: 'Water',
    work_description: 'Main break',
    crew_folder: 'H-0001',
    crew_folder_id: '',
    status: 'Open',
    is_emergency: 0,
    foreman_employee_id: A.employeeID,
    created_at: '2026-01-05T12:00:00.000Z',
    updated_at: '2026-01-05T12:00:00.000Z',
  });
  jobID = job.job_id;
  const [a, b, c] = [A.employeeID, B.employeeID, C.employeeID];
  await recordJobChange(db, jobID, 'crewJoined', c, '2026-01-10T15:00:00.000Z');
  // A reassignment: both rows at one instant.
  await recordJobChange(db, jobID, 'foreman', b, '2026-01-15T15:00:00.000Z');
  await recordJobChange(db, jobID, 'crewJoined', a, '2026-01-15T15:00:00.000Z');
  await recordJobChange(db, jobID, 'crewLeft', a, '2026-01-15T15:00:00.000Z');
  await recordJobChange(db, jobID, 'crewLeft', c, '2026-01-20T15:00:00.000Z');
  await recordJobChange(db, jobID, 'closed', null, '2026-01-25T15:00:00.000Z');
});
afterAll(() => server?.close());

/** Every instant of `date` in the company's zone, as the timesheets ask (timesheets/work-dates.ts). */
const daySpan = (date: string) => ({
  from: startOfDayIn(date, ZONE),
  until: startOfDayIn(addDays(date, 1), ZONE),
});
const on = async (worker: Worker, date: string) =>
  (await jobsWorkableDuring(server.app.database.db, worker, [jobID], daySpan(date))).has(jobID);

describe('job history rule (TSX-3)', () => {
  it('[TSX-3] the first foreman keeps the days he led the job (before its creation too), up to the day it moved', async () => {
    expect(await on(A, '2025-12-20')).toBe(true);
    expect(await on(A, '2026-01-15')).toBe(true);
    expect(await on(A, '2026-01-16')).toBe(false);
  });

  it('[TSX-3] the new foreman from the day it moved to the day it closed, not before or after', async () => {
    expect(await on(B, '2026-01-14')).toBe(false);
    expect(await on(B, '2026-01-15')).toBe(true);
    expect(await on(B, '2026-01-25')).toBe(true);
    expect(await on(B, '2026-01-26')).toBe(false);
  });

  it('[TSX-3] crew from the day they joined to the day they left; a general foreman any day it was open', async () => {
    expect(await on(C, '2026-01-09')).toBe(false);
    expect(await on(C, '2026-01-10')).toBe(true);
    expect(await on(C, '2026-01-20')).toBe(true);
    expect(await on(C, '2026-01-21')).toBe(false);
    expect(await on(GF, '2026-01-25')).toBe(true);
    expect(await on(GF, '2026-01-26')).toBe(false);
  });

  it('[TSX-3] changes at one instant leave no moment between them; the closing is known with who had it', async () => {
    const db = server.app.database.db;
    // A joined and left the crew at the reassignment's instant: never crew of the job.
    const instant = { from: '2026-01-15T15:00:00.000Z', until: '2026-01-15T15:00:00.001Z' };
    expect((await jobsWorkableDuring(db, A, [jobID], instant)).has(jobID)).toBe(false);
    expect((await jobsWorkableDuring(db, B, [jobID], instant)).has(jobID)).toBe(true);
    expect(await closingOf(db, B, jobID)).toEqual({
      closedAt: '2026-01-25T15:00:00.000Z',
      everHad: true,
      hadAtClose: true,
    });
    expect(await closingOf(db, A, jobID)).toMatchObject({ everHad: true, hadAtClose: false });
  });
});
