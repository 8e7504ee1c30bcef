// OFFICE-3: the office keeps people: an invited person signs in through the provider with the role
// the office gave; emails are one person's; office roles need an account; and deactivating a person
// refuses every session of theirs at once, on every instance: two instances on one PostgreSQL (on
// SQLite the server is one process, docs/operations.md, so there is one instance to refuse on).
import { OfficePeopleList, OfficePerson, type OfficePersonInput } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn, usePostgres, type TestServer } from '../../test/harness.js';
import { startInstances, type Instances } from '../../test/instances.js';
import { waitUntil } from '../../test/wait-until.js';

const OLIVIA = 'office@acme.example';
let servers: Instances<typeof OLIVIA>;
let a: TestServer;
let olivia: string;
beforeAll(async () => {
  servers = await startInstances([OLIVIA]);
  a = servers.a;
  olivia = servers.sid(a, OLIVIA);
});
afterAll(() => servers?.close());
const instances = () => servers.all;

const office = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
  const answer = await a.app.inject(apiCall(olivia, method, url, body));
  return { status: answer.statusCode, json: answer.json<unknown>() };
};
const person = (email: string, extra: Partial<OfficePersonInput> = {}): OfficePersonInput => ({
  fullName: 'Paula Pipefitter',
  email,
  fieldRole: 'foreman',
  trade: 'Pipefitter',
  workerClass: 'Journeyman',
  signsIn: true,
  officeRoles: [],
  ...extra,
});
const whoAmI = (server: TestServer, sid: string) =>
  server.app.inject(
    apiCall(sid, 'POST', '/api/cmd?proc=GetMenuItems', { procedure: 'GetMenuItems', parameters: [] }),
  );

describe('the office keeps people', () => {
  it('[OFFICE-3] an invited person signs in through the provider as the office made them; their email is theirs alone', async () => {
    const created = await office('POST', '/api/office/people', person('Paula@acme.example'));
    expect(created.status).toBe(200);
    const paula = OfficePerson.parse(created.json);
    expect(paula).toMatchObject({
      email: 'paula@acme.example',
      fieldRole: 'foreman',
      account: { active: true, signedIn: false, officeRoles: [] },
    });
    const sid = await signIn(a, 'paula@acme.example');
    const session = await a.app.inject(apiCall(sid, 'GET', '/api/office/people?search=paula'));
    expect(session.statusCode).toBe(403);
    const listed = OfficePeopleList.parse((await office('GET', '/api/office/people?search=pipefitter')).json);
    expect(listed.people.map((p) => p.email)).toContain('paula@acme.example');
    expect(listed.people.find((p) => p.email === 'paula@acme.example')?.account?.signedIn).toBe(true);

    const again = await office(
      'POST',
      '/api/office/people',
      person('paula@acme.example', { fullName: 'Other' }),
    );
    expect(again.status).toBe(409);
    const rolesWithoutAccount = await office(
      'POST',
      '/api/office/people',
      person('nobody@acme.example', { signsIn: false, officeRoles: ['payroll'] }),
    );
    expect(rolesWithoutAccount.status).toBe(400);
    const edited = await office(
      'PUT',
      `/api/office/people/${paula.employeeID}`,
      person('paula@acme.example', { officeRoles: ['payroll'], workerClass: 'Foreman' }),
    );
    expect(OfficePerson.parse(edited.json)).toMatchObject({
      workerClass: 'Foreman',
      account: { officeRoles: ['payroll'] },
    });
  });

  it('[OFFICE-3] deactivating a person refuses every session of theirs at once, on every instance; reactivating lets them sign in again', async () => {
    const dan = OfficePerson.parse(
      (await office('POST', '/api/office/people', person('dan@acme.example', { fieldRole: 'crew' }))).json,
    );
    const sessions = [];
    for (const server of instances()) {
      const sid = await signIn(server, 'dan@acme.example');
      // The instance has checked its session, and now believes it without the database.
      expect((await whoAmI(server, sid)).statusCode).toBe(200);
      sessions.push({ server, sid });
    }
    expect(sessions).toHaveLength(usePostgres ? 2 : 1);

    const off = await office('PUT', `/api/office/people/${dan.employeeID}/active`, { active: false });
    expect(OfficePerson.parse(off.json).account?.active).toBe(false);
    expect((await whoAmI(a, sessions[0]!.sid)).statusCode).toBe(401);
    // Another instance drops what it believes when the NOTIFY of the change reaches it.
    for (const { server, sid } of sessions) {
      await waitUntil(async () => expect((await whoAmI(server, sid)).statusCode).toBe(401));
      await expect(signIn(server, 'dan@acme.example')).rejects.toThrow(/not active/);
    }
    const inactive = OfficePeopleList.parse((await office('GET', '/api/office/people?active=inactive')).json);
    expect(inactive.people.map((p) => p.email)).toEqual(['dan@acme.example']);

    await office('PUT', `/api/office/people/${dan.employeeID}/active`, { active: true });
    const again = instances().at(-1)!;
    expect((await whoAmI(again, await signIn(again, 'dan@acme.example'))).statusCode).toBe(200);
  });

  it('[OFFICE-3] the administrator cannot deactivate herself or drop her own administrator role', async () => {
    const me = OfficePeopleList.parse((await office('GET', '/api/office/people?search=office%40')).json)
      .people[0]!;
    expect(me.email).toBe(OLIVIA);
    expect(
      (await office('PUT', `/api/office/people/${me.employeeID}/active`, { active: false })).status,
    ).toBe(400);
    const demoted = await office('PUT', `/api/office/people/${me.employeeID}`, {
      ...person(OLIVIA, { fullName: me.fullName, fieldRole: me.fieldRole }),
      officeRoles: ['payroll'],
    });
    expect(demoted.status).toBe(400);
    expect((await office('GET', '/api/office/me')).status).toBe(200);
  });
});
