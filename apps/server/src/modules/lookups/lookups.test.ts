import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, type TestServer } from '../../test/harness.js';
import { signedInServer } from '../../test/signed-in.js';
import { CARLOS, employeeID, FRANK, GRACE, runProcedure } from '../../test/jobs-fixtures.js';

let server: TestServer;
let sid: string;
beforeAll(async () => ({ server, sid } = await signedInServer(CARLOS)));
afterAll(() => server?.close());

describe('lookup tables', () => {
  it('[JOB-3] GetLookupTables answers the option lists, event types and foremen in one answer', async () => {
    const tables = await runProcedure(server, sid, 'GetLookupTables', {});
    const noteTypes = tables.optionLists.filter((o) => o.listName === 'noteTypes').map((o) => o.value);
    expect(noteTypes).toEqual(['General', 'Safety', 'Delay', 'Material', 'Inspection']);
    expect(tables.eventTypes.map((e) => e.eventType)).toEqual(
      expect.arrayContaining(['Mobilize', 'Excavation', 'Restoration', 'Inspection']),
    );
    expect(tables.eventTypes).toEqual(await runProcedure(server, sid, 'GetEventTypes', {}));
  });

  it('[UX-1] an event type carries its Spanish name beside the English one a job event keeps', async () => {
    const { eventTypes } = await runProcedure(server, sid, 'GetLookupTables', {});
    expect(eventTypes.find((e) => e.eventType === 'Mobilize')).toMatchObject({
      eventType: 'Mobilize',
      labels: { es: 'Movilización' },
    });
  });

  it('[TS-7] foremen are typed foreman or generalForeman; crew and reviewers are not listed', async () => {
    const { foremen } = await runProcedure(server, sid, 'GetLookupTables', {});
    expect(foremen).toContainEqual({
      employeeID: await employeeID(server, FRANK),
      name: 'Frank Foreman',
      type: 'foreman',
    });
    expect(foremen).toContainEqual({
      employeeID: await employeeID(server, GRACE),
      name: 'Grace General',
      type: 'generalForeman',
    });
    expect(foremen.map((f) => f.name)).not.toContain('Carlos Crew');
    expect(foremen.map((f) => f.name)).not.toContain('Rita Reviewer');
  });

  it('[JOB-3] GetOptionList answers one list in order; an unknown list is 404', async () => {
    const list = await runProcedure(server, sid, 'GetOptionList', { listName: 'noteTypes' });
    expect(list.map((o) => o.sortOrder)).toEqual([1, 2, 3, 4, 5]);
    expect(list[1]).toEqual({
      listName: 'noteTypes',
      value: 'Safety',
      label: 'Safety',
      labels: { es: 'Seguridad' },
      sortOrder: 2,
    });
    const unknown = await server.app.inject(command(sid, 'GetOptionList', { listName: 'noteTypos' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found', message: 'No option list named noteTypos' });
  });

  it('[UX-1] an entry carries its Spanish label when the office gave one; one without has none', async () => {
    const { optionLists } = await runProcedure(server, sid, 'GetLookupTables', {});
    const weather = optionLists.filter((o) => o.listName === 'weather');
    expect(weather.find((o) => o.value === 'Clear')?.labels).toEqual({ es: 'Despejado' });
    const unit = optionLists.find((o) => o.listName === 'billingUnits' && o.value === 'EA');
    expect(unit).toBeDefined();
    expect(unit).not.toHaveProperty('labels');
  });
});
