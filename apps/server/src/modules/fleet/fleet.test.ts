// MISC-2 on the real database of the run (SQLite or PostgreSQL): the demo fleet through the
// asset-tracking list and the two procedures, the server's cache and its forcerefresh bypass.
import { AssetTrackList, FleetItem } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, command, type TestServer } from '../../test/harness.js';
import { signedInServer } from '../../test/signed-in.js';
import { CARLOS } from '../../test/jobs-fixtures.js';
import { DEMO_ASSETS, DEMO_VEHICLES } from '../../demo/seed-fleet.js';

let server: TestServer;
let sid: string;

beforeAll(async () => ({ server, sid } = await signedInServer(CARLOS, { DEMO_DATA: 'true' })));
afterAll(() => server.close());

const list = (folder: string, query = '') =>
  server.app.inject(apiCall(sid, 'GET', `/api/assettrack/${folder}/list${query}`));

describe('GET /api/assettrack/{folder}/list', () => {
  it('[MISC-2] lists every demo vehicle and asset with last known position, time and status', async () => {
    const answer = await list('all');
    expect(answer.statusCode).toBe(200);
    const body = AssetTrackList.parse(answer.json());
    expect(body.folder).toBe('all');
    expect(body.items).toHaveLength(DEMO_VEHICLES.length + DEMO_ASSETS.length);
    expect(body.items.length).toBeGreaterThanOrEqual(12);
    const truck = body.items.find((item) => item.id === 'V-101')!;
    expect(truck).toMatchObject({
      kind: 'vehicle',
      type: 'Bucket truck',
      status: 'active',
      latitude: 45.5046,
      longitude: -122.6169,
    });
    expect(Date.now() - Date.parse(truck.lastSeen!)).toBeLessThan(24 * 3_600_000);
    const trailer = body.items.find((item) => item.id === 'A-205')!;
    expect(trailer).toMatchObject({
      kind: 'asset',
      latitude: null,
      longitude: null,
      lastSeen: null,
      status: 'offline',
    });
    expect(new Set(body.items.map((i) => i.status))).toEqual(
      new Set(['active', 'idle', 'maintenance', 'offline']),
    );
  });

  it('[MISC-2] the folder picks vehicles or assets; another folder is 404 and bad input 400', async () => {
    const vehicles = AssetTrackList.parse((await list('vehicles')).json());
    expect(vehicles.items.every((i) => i.kind === 'vehicle')).toBe(true);
    expect(vehicles.items).toHaveLength(DEMO_VEHICLES.length);
    const assets = AssetTrackList.parse((await list('assets')).json());
    expect(assets.items.every((i) => i.kind === 'asset')).toBe(true);
    const unknown = await list('trucks');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found' });
    const badFlag = await list('all', '?forcerefresh=perhaps');
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json()).toMatchObject({ error: 'bad_request' });
  });

  it('[MISC-2] needs a session', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/assettrack/all/list' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('[MISC-2] answers from the server cache until forcerefresh reads the database again', async () => {
    const first = AssetTrackList.parse((await list('vehicles', '?forcerefresh=true')).json());
    const movedAt = new Date().toISOString();
    await server.app.database.db
      .updateTable('vehicles')
      .set({ latitude: 45.6, longitude: -122.5, status: 'idle', last_seen_at: movedAt })
      .where('unit_number', '=', 'V-101')
      .execute();

    const cached = AssetTrackList.parse((await list('vehicles')).json());
    expect(cached.generatedAt).toBe(first.generatedAt);
    expect(cached.items.find((i) => i.id === 'V-101')).toMatchObject({ latitude: 45.5046, status: 'active' });

    const fresh = AssetTrackList.parse((await list('vehicles', '?forcerefresh=true')).json());
    expect(fresh.items.find((i) => i.id === 'V-101')).toMatchObject({
      latitude: 45.6,
      longitude: -122.5,
      status: 'idle',
      lastSeen: movedAt,
    });
    expect(Date.parse(fresh.generatedAt)).toBeGreaterThanOrEqual(Date.parse(first.generatedAt));

    // The refreshed answer replaced the kept one.
    const after = AssetTrackList.parse((await list('vehicles')).json());
    expect(after.generatedAt).toBe(fresh.generatedAt);
    expect(after.items.find((i) => i.id === 'V-101')).toMatchObject({ latitude: 45.6 });
  });

  it('[MISC-2] a row another tool wrote badly does not break the list: bad position or time reads as never reported', async () => {
    await server.app.database.db
      .insertInto('vehicles')
      .values({
        unit_number: 'V-900',
        name: 'x'.repeat(300),
        kind_type: 'Crane',
        status: 'parked',
        latitude: 123.4,
        longitude: -122.5,
        last_seen_at: 'last Tuesday',
        assigned_to: null,
      })
      .execute();
    try {
      const answer = await list('vehicles', '?forcerefresh=true');
      expect(answer.statusCode).toBe(200);
      const crane = AssetTrackList.parse(answer.json()).items.find((i) => i.id === 'V-900');
      expect(crane).toMatchObject({ status: 'offline', latitude: null, longitude: null, lastSeen: null });
      expect(crane!.name).toHaveLength(200);
      const procedure = await server.app.inject(command(sid, 'GetVehicleList'));
      expect(procedure.statusCode).toBe(200);
    } finally {
      await server.app.database.db.deleteFrom('vehicles').where('unit_number', '=', 'V-900').execute();
      await list('vehicles', '?forcerefresh=true');
    }
  });
});

describe('fleet procedures', () => {
  it('[MISC-2] GetVehicleList and GetTrackedAssets answer each kind, straight from the database', async () => {
    const vehicles = await server.app.inject(command(sid, 'GetVehicleList'));
    expect(vehicles.statusCode).toBe(200);
    const vehicleItems = FleetItem.array().parse(vehicles.json());
    expect(vehicleItems.map((v) => v.id)).toEqual(DEMO_VEHICLES.map((v) => v.code).sort());
    const assets = FleetItem.array().parse(
      (await server.app.inject(command(sid, 'GetTrackedAssets'))).json(),
    );
    expect(assets.map((a) => a.id)).toEqual(DEMO_ASSETS.map((a) => a.code).sort());
    expect(assets.every((a) => a.kind === 'asset')).toBe(true);
    const extra = await server.app.inject(command(sid, 'GetVehicleList', { status: 'active' }));
    expect(extra.statusCode).toBe(400);
  });
});
