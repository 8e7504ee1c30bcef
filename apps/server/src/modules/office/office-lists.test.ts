// OFFICE-5: the office keeps the lists the field picks from (note types, units, cost codes, any
// option list) and the event types, with Spanish labels; the devices get them in their lookups.
import { OfficeAuditList, OfficeLists } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { FRANK, runProcedure } from '../../test/jobs-fixtures.js';
import { signedInServerAs } from '../../test/signed-in.js';

const OLIVIA = 'office@acme.example';
let server: TestServer;
let sids: Record<string, string>;
beforeAll(async () => ({ server, sids } = await signedInServerAs([OLIVIA, FRANK])));
afterAll(() => server?.close());

const office = async (method: 'GET' | 'PUT', url: string, body?: unknown) => {
  const answer = await server.app.inject(apiCall(sids[OLIVIA]!, method, url, body));
  return { status: answer.statusCode, json: answer.json<unknown>() };
};
const costCodes = {
  entries: [
    { value: '02-200', label: 'Pipe laying', labelEs: 'Tendido de tubería' },
    { value: '01-100', label: 'Excavation', labelEs: '' },
  ],
};

describe('the office keeps the lists', () => {
  it('[OFFICE-5] a list replaced by the office reaches the devices in its order, with its Spanish labels', async () => {
    const saved = OfficeLists.parse((await office('PUT', '/api/office/lists/costCodes', costCodes)).json);
    expect(saved.optionLists.filter((e) => e.listName === 'costCodes').map((e) => e.value)).toEqual([
      '02-200',
      '01-100',
    ]);
    const lookups = await runProcedure(server, sids[FRANK]!, 'GetLookupTables', {});
    const codes = lookups.optionLists.filter((e) => e.listName === 'costCodes');
    expect(codes.map((e) => [e.value, e.label, e.labels?.es])).toEqual([
      ['02-200', 'Pipe laying', 'Tendido de tubería'],
      ['01-100', 'Excavation', undefined],
    ]);
    // Other lists are left as they were.
    expect(lookups.optionLists.some((e) => e.listName === 'weather')).toBe(true);
  });

  it('[OFFICE-5] a list with a value twice, or a name that is not a name, is refused and changes nothing', async () => {
    const before = (await office('GET', '/api/office/lists')).json;
    const twice = await office('PUT', '/api/office/lists/costCodes', {
      entries: [...costCodes.entries, { value: '01-100', label: 'Again', labelEs: null }],
    });
    expect(twice.status).toBe(400);
    expect((await office('PUT', '/api/office/lists/no%20such', costCodes)).status).toBe(400);
    expect((await office('GET', '/api/office/lists')).json).toEqual(before);
  });

  it('[OFFICE-5] event types keep their ids by name, gain Spanish names, and one left out is removed', async () => {
    const before = OfficeLists.parse((await office('GET', '/api/office/lists')).json).eventTypes;
    const kept = before[0]!;
    const answer = OfficeLists.parse(
      (
        await office('PUT', '/api/office/event-types', {
          entries: [
            { name: 'Pre-pour inspection', labelEs: 'Inspección antes del vaciado' },
            { name: kept.eventType, labelEs: 'Nombre nuevo' },
          ],
        })
      ).json,
    );
    expect(answer.eventTypes.map((e) => e.eventType)).toEqual(['Pre-pour inspection', kept.eventType]);
    expect(answer.eventTypes[1]).toMatchObject({
      eventTypeID: kept.eventTypeID,
      labels: { es: 'Nombre nuevo' },
    });
    const lookups = await runProcedure(server, sids[FRANK]!, 'GetLookupTables', {});
    expect(lookups.eventTypes.map((e) => e.eventType)).toEqual(['Pre-pour inspection', kept.eventType]);

    const record = OfficeAuditList.parse((await office('GET', '/api/office/audit?objectKind=lists')).json);
    expect(record.entries.map((e) => e.action)).toEqual(['officeSetEventTypes', 'officeSetOptionList']);
  });
});
