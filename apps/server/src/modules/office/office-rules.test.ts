// OFFICE-6: the office keeps rule sets and per-diem rates with effective dates, and before saving
// one sees what it does to a chosen past week's pay: the week as paid and as the new rules pay it.
import { addDays, FIRST_RULE_SET, RulePreview, RuleSetList } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { CARLOS, employeeID, FRANK } from '../../test/jobs-fixtures.js';
import { signedInServerAs } from '../../test/signed-in.js';
import { jobLedBefore, oneJobDay, PAST_MONDAY } from '../../test/timesheet-fixtures.js';

const OLIVIA = 'office@acme.example';
let server: TestServer;
let sids: Record<string, string>;
let frank: number;
let carlos: number;
const MONDAY = PAST_MONDAY;
const { ruleSetID: _id, effectiveFrom: _from, ...firstRules } = FIRST_RULE_SET;

beforeAll(async () => {
  ({ server, sids } = await signedInServerAs([FRANK, CARLOS, OLIVIA]));
  [frank, carlos] = await Promise.all([employeeID(server, FRANK), employeeID(server, CARLOS)]);
  const pastJob = await jobLedBefore(server, frank, MONDAY);
  // Carlos 07:00 to 17:30 with lunch: 10 h paid, 2 h of it beyond the first set's 8 h a day.
  const day = oneJobDay({
    date: MONDAY,
    jobID: pastJob,
    employeeID: carlos,
    shiftEnd: '17:30',
    jobEnd: '17:30',
    status: 'confirmed',
  });
  const saved = await server.app.inject(apiCall(sids[FRANK]!, 'POST', '/api/TimeSheet/', day));
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => server?.close());

const as = (who: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  server.app.inject(apiCall(sids[who]!, method, url, body));
const tenHourDays = { ...firstRules, dailyOvertimeAfterHours: 10, effectiveFrom: addDays(MONDAY, 21) };

describe('the office keeps the rules', () => {
  it('[OFFICE-6] a preview pays a chosen past week by rules not saved yet, beside what it pays now, and writes nothing', async () => {
    const before = RuleSetList.parse((await as(OLIVIA, 'GET', '/api/office/rule-sets')).json());
    const answer = await as(OLIVIA, 'POST', '/api/office/rule-sets/preview', {
      ruleSet: tenHourDays,
      foremanID: frank,
      weekStart: MONDAY,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const preview = RulePreview.parse(answer.json());
    const line = preview.people.find((p) => p.employeeID === carlos)!;
    expect(line.now.overtimeMinutes).toBeGreaterThan(0);
    expect(line.then.overtimeMinutes).toBe(0);
    expect(line.then.regularMinutes).toBe(line.now.regularMinutes + line.now.overtimeMinutes);
    expect(RuleSetList.parse((await as(OLIVIA, 'GET', '/api/office/rule-sets')).json())).toEqual(before);
    // A week that is not a Monday's is refused with words, not paid.
    expect(
      (
        await as(OLIVIA, 'POST', '/api/office/rule-sets/preview', {
          ruleSet: tenHourDays,
          foremanID: frank,
          weekStart: addDays(MONDAY, 1),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('[OFFICE-6] the office administrator saves a set with its effective date; the devices read it; a foreman may not use the office call', async () => {
    const saved = await as(OLIVIA, 'POST', '/api/office/rule-sets', tenHourDays);
    expect(saved.statusCode, saved.body).toBe(200);
    const devices = RuleSetList.parse((await as(FRANK, 'GET', '/api/timesheet/rule-sets')).json());
    expect(devices.at(-1)).toMatchObject({
      effectiveFrom: tenHourDays.effectiveFrom,
      dailyOvertimeAfterHours: 10,
    });
    expect((await as(FRANK, 'POST', '/api/office/rule-sets', tenHourDays)).statusCode).toBe(403);
  });
});
