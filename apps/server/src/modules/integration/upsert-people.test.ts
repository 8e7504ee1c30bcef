// INT-3: people (employees, and accounts with their field and office roles) upserted by HR's ids:
// created, unchanged when sent again, updated when a field changes; a person already here with
// the row's email is adopted; per-row errors; a dry run writes nothing; a job names its crew by
// the people's external ids.
import { UpsertAnswer } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, type TestServer } from '../../test/harness.js';
import { CARLOS, employeeID, FRANK } from '../../test/jobs-fixtures.js';
import { issuedToken, OLIVIA, withToken } from '../../test/service-tokens.js';
import { signedInServerAs } from '../../test/signed-in.js';

let server: TestServer;
let sids: Record<string, string>;
let token: string;
beforeAll(async () => {
  ({ server, sids } = await signedInServerAs([OLIVIA, CARLOS]));
  ({ token } = await issuedToken(server, sids[OLIVIA]!, ['people:write', 'jobs:write'], 'HR sync'));
});
afterAll(() => server?.close());

const person = (n: number, extra: Record<string, unknown> = {}) => ({
  externalID: `HR-${n}`,
  fullName: `Worker ${n}`,
  email: `worker${n}@acme.example`,
  fieldRole: 'crew',
  trade: 'Laborer',
  ...extra,
});
async function upsert(path: 'people' | 'jobs', rows: unknown[], dryRun = false) {
  const answer = await server.app.inject(
    withToken(token, 'POST', `/api/integration/${path}`, { dryRun, rows }),
  );
  expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
  return UpsertAnswer.parse(answer.json());
}
const written = () =>
  Promise.all(
    (['employees', 'users', 'office_grants', 'external_ids', 'office_audit'] as const).map((t) =>
      countRows(server.app, t),
    ),
  );

describe('upsert people by the other system’s id', () => {
  it('[INT-3] people and their accounts are created, unchanged when sent again, updated when a field changes', async () => {
    const rows = [person(1), person(2, { fieldRole: 'foreman', signsIn: true, officeRoles: ['payroll'] })];
    const first = await upsert('people', rows);
    expect(first.counts).toEqual({ created: 2, updated: 0, unchanged: 0, invalid: 0 });
    const account = await server.app.database.db
      .selectFrom('users')
      .select(['role', 'email'])
      .where('email', '=', 'worker2@acme.example')
      .executeTakeFirstOrThrow();
    expect(account.role).toBe('foreman');
    const before = await written();
    expect((await upsert('people', rows)).counts.unchanged).toBe(2);
    expect(await written()).toEqual(before);
    const changed = await upsert('people', [person(1, { trade: 'Operator' }), rows[1]]);
    expect(changed.results.map((r) => r.outcome)).toEqual(['updated', 'unchanged']);
  });

  it('[INT-3] a person already here with the email is adopted, not duplicated; a job names its crew by HR ids', async () => {
    const carlos = await employeeID(server, CARLOS);
    const adopted = await upsert('people', [
      { externalID: 'HR-CARLOS', fullName: 'Carlos Crew', email: CARLOS, fieldRole: 'crew' },
    ]);
    expect(adopted.results[0]!.id).toBe(carlos);
    const jobs = await upsert('jobs', [
      {
        externalID: 'ERP-P1',
        jobNumber: 'P-1',
        workType: 'Paving',
        foreman: FRANK,
        crew: ['HR-CARLOS', 'HR-1'],
      },
    ]);
    expect(jobs.counts.created).toBe(1);
    const crew = await server.app.database.db
      .selectFrom('job_crew')
      .select('employee_id')
      .where('job_id', '=', jobs.results[0]!.id!)
      .execute();
    expect(crew.map((c) => c.employee_id)).toContain(carlos);
  });

  it('[INT-3] per-row errors by field; a dry run writes nothing; a field session is refused', async () => {
    const before = await written();
    const dry = await upsert(
      'people',
      [
        person(5),
        { ...person(6), email: 'not an email' },
        person(7, { email: CARLOS }),
        person(8, { officeRoles: ['payroll'] }),
      ],
      true,
    );
    expect(dry.results.map((r) => [r.outcome, r.errors.map((e) => e.field)])).toEqual([
      ['created', []],
      ['invalid', ['email']],
      ['invalid', ['email']],
      ['invalid', ['officeRoles']],
    ]);
    expect(await written()).toEqual(before);
    const crew = await server.app.inject(
      apiCall(sids[CARLOS]!, 'POST', '/api/integration/people', { rows: [person(9)] }),
    );
    expect(crew.statusCode).toBe(403);
  });
});
