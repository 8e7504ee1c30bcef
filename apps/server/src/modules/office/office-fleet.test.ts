// OFFICE-9: the office keeps the fleet: a unit it adds reaches the field's fleet screen, an edit
// shows there, a retired unit leaves it (and stays in the office's list), a unit number or tag is
// one unit's across vehicles and assets, bad input is a 4xx that changes nothing, and every change
// is in the office record with the unit before and after.
import { AssetTrackList, OfficeAuditList, OfficeFleetItem, OfficeFleetList } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type TestServer } from '../../test/harness.js';
import { FRANK } from '../../test/jobs-fixtures.js';
import { signedInServerAs } from '../../test/signed-in.js';

const OLIVIA = 'office@acme.example';
let server: TestServer;
let sids: Record<string, string>;
beforeAll(async () => ({ server, sids } = await signedInServerAs([OLIVIA, FRANK])));
afterAll(() => server?.close());

const as = async (email: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
  const answer = await server.app.inject(apiCall(sids[email]!, method, url, body));
  return { status: answer.statusCode, json: answer.json<unknown>() };
};
const office = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => as(OLIVIA, method, url, body);
/** What a field crew's fleet screen shows now (forcerefresh: not the kept answer). */
const fieldFleet = async () =>
  AssetTrackList.parse((await as(FRANK, 'GET', '/api/assettrack/all/list?forcerefresh=true')).json).items;
const unit = {
  code: 'V-901',
  name: 'Truck 901',
  type: 'Bucket truck',
  status: 'idle',
  assignedTo: 'Frank Foreman',
};

describe('the office keeps the fleet', () => {
  it('[OFFICE-9] a vehicle the office adds and edits is on the field fleet screen as it was saved', async () => {
    const added = await office('POST', '/api/office/fleet/vehicle', unit);
    expect(added.status).toBe(200);
    const truck = OfficeFleetItem.parse(added.json);
    expect(truck).toMatchObject({ id: 'V-901', kind: 'vehicle', retiredAt: null, latitude: null });
    expect((await fieldFleet()).find((i) => i.id === 'V-901')).toMatchObject({
      name: 'Truck 901',
      status: 'idle',
    });

    const edited = await office('PUT', `/api/office/fleet/vehicle/${truck.fleetID}`, {
      ...unit,
      code: 'V-902',
      status: 'maintenance',
      assignedTo: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ id: 'V-902', status: 'maintenance', assignedTo: null });
    const field = await fieldFleet();
    expect(field.some((i) => i.id === 'V-901')).toBe(false);
    expect(field.find((i) => i.id === 'V-902')).toMatchObject({ status: 'maintenance' });
  });

  it('[OFFICE-9] a retired asset leaves the field screen, stays in the office list, and can return to service', async () => {
    const pump = OfficeFleetItem.parse(
      (
        await office('POST', '/api/office/fleet/asset', {
          ...unit,
          code: 'A-901',
          name: 'Pump 901',
          type: 'Pump',
        })
      ).json,
    );
    const retired = await office('PUT', `/api/office/fleet/asset/${pump.fleetID}/retired`, { retired: true });
    expect(retired.status).toBe(200);
    expect(OfficeFleetItem.parse(retired.json).retiredAt).not.toBeNull();
    expect((await fieldFleet()).some((i) => i.id === 'A-901')).toBe(false);
    const inService = OfficeFleetList.parse((await office('GET', '/api/office/fleet?kind=asset')).json);
    expect(inService.items.some((i) => i.id === 'A-901')).toBe(false);
    const retiredList = OfficeFleetList.parse((await office('GET', '/api/office/fleet?state=retired')).json);
    expect(retiredList.items.map((i) => i.id)).toContain('A-901');

    await office('PUT', `/api/office/fleet/asset/${pump.fleetID}/retired`, { retired: false });
    expect((await fieldFleet()).some((i) => i.id === 'A-901')).toBe(true);
  });

  it("[OFFICE-9] a unit number is one unit's across vehicles and assets; bad input and unknown units change nothing", async () => {
    const before = OfficeFleetList.parse((await office('GET', '/api/office/fleet?state=all')).json).items;
    const taken = before[0]!;
    const clash = await office('POST', '/api/office/fleet/asset', { ...unit, code: taken.id });
    expect(clash.status).toBe(409);
    expect(clash.json).toMatchObject({ error: 'conflict' });
    const blank = await office('POST', '/api/office/fleet/vehicle', { ...unit, code: 'V-950', name: ' ' });
    expect(blank.status).toBe(400);
    const badStatus = await office('POST', '/api/office/fleet/vehicle', {
      ...unit,
      code: 'V-951',
      status: 'sold',
    });
    expect(badStatus.status).toBe(400);
    const badKind = await office('POST', '/api/office/fleet/boat', { ...unit, code: 'B-1' });
    expect(badKind.status).toBe(400);
    const missing = await office('PUT', '/api/office/fleet/vehicle/999999', unit);
    expect(missing.status).toBe(404);
    const after = OfficeFleetList.parse((await office('GET', '/api/office/fleet?state=all')).json).items;
    expect(after).toEqual(before);
  });

  it('[OFFICE-9] a field role may not keep the fleet', async () => {
    const answer = await as(FRANK, 'POST', '/api/office/fleet/vehicle', { ...unit, code: 'V-960' });
    expect(answer.status).toBe(403);
    expect((await fieldFleet()).some((i) => i.id === 'V-960')).toBe(false);
  });

  it('[OFFICE-10] each fleet change is in the office record with the unit before and after', async () => {
    const record = OfficeAuditList.parse((await office('GET', '/api/office/audit?objectKind=vehicle')).json);
    const edit = record.entries.find((e) => e.action === 'officeUpdateFleetUnit');
    expect(edit?.before).toMatchObject({ id: 'V-901', status: 'idle' });
    expect(edit?.after).toMatchObject({ id: 'V-902', status: 'maintenance' });
    const assets = OfficeAuditList.parse((await office('GET', '/api/office/audit?objectKind=asset')).json);
    expect(assets.entries.map((e) => e.action)).toEqual([
      'officeSetFleetRetired',
      'officeSetFleetRetired',
      'officeAddFleetUnit',
    ]);
  });
});
