import { CrewRosterEntry } from '@fieldops/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { signedInServerAs } from '../../test/signed-in.js';
import { CARLOS, FRANK, GRACE, RITA } from '../../test/jobs-fixtures.js';

let server: TestServer;
let sid: Record<string, string>;
const roster = (who: string) => server.app.inject(apiCall(sid[who]!, 'GET', '/api/timesheet/crew-roster'));

beforeAll(async () => {
  ({ server, sids: sid } = await signedInServerAs([FRANK, GRACE, CARLOS, RITA]));
  const db = server.app.database.db;
  await db
    .updateTable('employees')
    .set({ trade: 'Electrician', worker_class: 'Apprentice 2' })
    .where('email', '=', CARLOS)
    .execute();
});
afterAll(() => server?.close());

describe('crew roster (TSX-5)', () => {
  it('[TSX-5] a foreman and a general foreman read every person who may work on a crew, with trade and class', async () => {
    for (const who of [FRANK, GRACE]) {
      const answer = await roster(who);
      expect(answer.statusCode).toBe(200);
      const people = z.array(CrewRosterEntry).parse(answer.json());
      const carlos = await server.app.database.db
        .selectFrom('employees')
        .select('employee_id')
        .where('email', '=', CARLOS)
        .executeTakeFirstOrThrow();
      expect(people.find((p) => p.employeeID === carlos.employee_id)).toMatchObject({
        trade: 'Electrician',
        workerClass: 'Apprentice 2',
      });
      const emails = await server.app.database.db
        .selectFrom('employees')
        .select(['employee_id', 'role'])
        .execute();
      const offices = emails.filter((e) => e.role === 'reviewer').map((e) => e.employee_id);
      expect(people.some((p) => offices.includes(p.employeeID))).toBe(false);
      expect(people.length).toBe(emails.length - offices.length);
    }
  });

  it('[TSX-5] crew and reviewers may not read the roster (403), and no session is 401', async () => {
    expect((await roster(CARLOS)).statusCode).toBe(403);
    expect((await roster(RITA)).statusCode).toBe(403);
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/timesheet/crew-roster' });
    expect(anonymous.statusCode).toBe(401);
  });
});
