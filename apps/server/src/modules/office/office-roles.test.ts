// OFFICE-1: every office call checks the caller's office role on the server. Without a session it
// is 401; a field role (crew, foreman, general foreman) is refused with 403 on every office route,
// before its input is read; the reviewer may read but not run jobs; the office may do each.
import { callPath, calls, type CallDefinition, type CallName } from '@fieldops/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callExamples } from '../../http/openapi/call-examples.js';
import { apiCall, type TestServer } from '../../test/harness.js';
import { CARLOS, FRANK, GRACE, RITA } from '../../test/jobs-fixtures.js';
import { signedInServerAs } from '../../test/signed-in.js';

const OLIVIA = 'office@acme.example';
let server: TestServer;
let sids: Record<string, string>;
beforeAll(async () => ({ server, sids } = await signedInServerAs([CARLOS, FRANK, GRACE, RITA, OLIVIA])));
afterAll(() => server?.close());

const officeCalls = (Object.entries(calls) as [CallName, CallDefinition][]).filter(([, call]) => call.office);

/** The call as its example makes it (path parameters, query, body), as `sid`. */
function request(name: CallName, sid: string | null, body?: unknown): InjectOptions {
  const call: CallDefinition = calls[name];
  const example = callExamples[name] as {
    params?: Record<string, string | number>;
    query?: object;
    body?: unknown;
  };
  const query = new URLSearchParams(
    Object.entries(example.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const url = `${callPath(call.path, example.params)}${query.size ? `?${query}` : ''}`;
  if (sid === null) return { method: call.method, url, payload: body ?? example.body } as InjectOptions;
  return apiCall(sid, call.method, url, body ?? example.body);
}

describe('office roles', () => {
  it('[OFFICE-1] there are office calls, and each names the roles that may make it', () => {
    expect(officeCalls.length).toBeGreaterThanOrEqual(9);
    for (const [, call] of officeCalls) expect(call.office!.length).toBeGreaterThan(0);
  });

  it('[OFFICE-1] every office route answers 401 without a session', async () => {
    for (const [name] of officeCalls) {
      const answer = await server.app.inject(request(name, null));
      expect(answer.statusCode, name).toBe(401);
    }
  });

  it('[OFFICE-1] crew, foreman and general foreman get 403 on every office route, even with a malformed body', async () => {
    for (const email of [CARLOS, FRANK, GRACE]) {
      for (const [name, call] of officeCalls) {
        for (const body of call.body ? [undefined, { nonsense: true }] : [undefined]) {
          const answer = await server.app.inject(request(name, sids[email]!, body));
          expect(answer.statusCode, `${email} ${name}`).toBe(403);
          expect(answer.json(), `${email} ${name}`).toMatchObject({ error: 'forbidden' });
        }
      }
    }
  });

  it('[OFFICE-1] the reviewer reads jobs but may not run them; the office administrator passes every check', async () => {
    for (const [name, call] of officeCalls) {
      const reviewer = await server.app.inject(request(name, sids[RITA]!));
      const reviewerMay = call.office!.includes('reviewer');
      if (reviewerMay) expect(reviewer.statusCode, `reviewer ${name}`).not.toBe(403);
      else expect(reviewer.statusCode, `reviewer ${name}`).toBe(403);
    }
    const me = await server.app.inject(apiCall(sids[OLIVIA]!, 'GET', '/api/office/me'));
    expect(me.json()).toMatchObject({
      email: OLIVIA,
      roles: ['officeAdmin', 'officeManager', 'payroll', 'reviewer'],
    });
    for (const [name] of officeCalls) {
      const answer = await server.app.inject(request(name, sids[OLIVIA]!));
      // The examples name job 4102, which the demo company may not have: 404 is a checked answer.
      expect([200, 404, 409], `office ${name}: ${answer.body}`).toContain(answer.statusCode);
    }
  });

  it('[OFFICE-7] the report review calls are office calls for the reviewer, the office manager and the administrator only', () => {
    // The inbox's calls (the template editor's officeReportTemplate… calls have their own roles, OFFICE-4).
    const reportCalls = officeCalls.filter(([name]) => /^office(Reports?|ReportPdf|ReportPhoto|ReviewReport)$/.test(name));
    expect(reportCalls.map(([name]) => name).sort()).toEqual([
      'officeReport',
      'officeReportPdf',
      'officeReportPhoto',
      'officeReports',
      'officeReviewReport',
    ]);
    for (const [name, call] of reportCalls)
      expect([...call.office!].sort(), name).toEqual(['officeAdmin', 'officeManager', 'reviewer']);
  });

  it('[OFFICE-1] a refusal changes nothing: the foreman cannot create a job through the office call', async () => {
    const before = await server.app.database.db.selectFrom('jobs').select('job_id').execute();
    const answer = await server.app.inject(
      apiCall(sids[FRANK]!, 'POST', '/api/office/jobs', {
        ...callExamples.officeCreateJob.body,
        jobNumber: 'J-FRANK',
      }),
    );
    expect(answer.statusCode).toBe(403);
    const after = await server.app.database.db.selectFrom('jobs').select('job_id').execute();
    expect(after.length).toBe(before.length);
  });
});
