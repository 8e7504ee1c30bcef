import type { SessionAnswer } from '@fieldops/contract';
import { procedures } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, countRows, signInRequest, startTestServer, type TestServer } from '../../test/harness.js';
import { signIdToken } from '../../test/tokens.js';
import { procedureHandlers } from './registry.js';

let server: TestServer;
let sid: string;
beforeAll(async () => {
  server = await startTestServer();
  const token = await signIdToken(server, 'foreman@acme.example');
  sid = (await server.app.inject(signInRequest('foreman@acme.example', token))).json<SessionAnswer>()
    .sessionId;
});
afterAll(() => server?.close());

const device = {
  model: 'iPad',
  platform: 'ios',
  uuid: 'u-2',
  version: '17.4',
  manufacturer: 'Apple',
  isVirtual: false,
  serial: '1700000000001@@registered-device',
  appVersion: '1.2.3',
};

describe('POST /api/cmd', () => {
  it('[SRV-2] the registry has exactly one handler per contract procedure', () => {
    expect(Object.keys(procedureHandlers).sort()).toEqual(Object.keys(procedures).sort());
  });

  it('[SRV-2] an unknown procedure is 404 and runs nothing', async () => {
    const tables = ['users', 'devices', 'sessions', 'idempotency_records'] as const;
    const before = await Promise.all(tables.map((table) => countRows(server.app, table)));
    const answer = await server.app.inject(
      command(sid, 'DropAllTables', { serial: 'x' }, { 'Idempotency-Key': 'key-unknown-procedure' }),
    );
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ error: 'not_found', message: 'Unknown procedure DropAllTables' });
    expect(await Promise.all(tables.map((table) => countRows(server.app, table)))).toEqual(before);
  });

  it('[SRV-2] SQL in the procedure name is only ever a lookup key', async () => {
    const before = await countRows(server.app, 'users');
    const answer = await server.app.inject(command(sid, 'GetMenuItems; DELETE FROM users'));
    expect(answer.statusCode).toBe(400); // fails the contract's name pattern before any lookup
    expect(await countRows(server.app, 'users')).toBe(before);
  });

  it('[SRV-2] wrong parameters are 400 with the issues, and change nothing', async () => {
    const before = await countRows(server.app, 'devices');
    const answer = await server.app.inject(command(sid, 'RegisterDevice', { ...device, isVirtual: 'yes' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'bad_request', details: [{ path: 'isVirtual' }] });
    const extra = await server.app.inject(command(sid, 'GetMenuItems', { anything: 1 }));
    expect(extra.statusCode).toBe(400);
    const dashboard = await server.app.inject(command(sid, 'GetDashboard', { dashboardID: 2 }));
    expect(dashboard.statusCode).toBe(400);
    expect(await countRows(server.app, 'devices')).toBe(before);
  });

  it('[SRV-2] a body naming another procedure than the URL is 400', async () => {
    const request = command(sid, 'GetMenuItems');
    request.url = `/api/cmd?proc=GetDashboard&sid=${sid}`;
    const answer = await server.app.inject(request);
    expect(answer.statusCode).toBe(400);
    expect(answer.json<{ message: string }>().message).toMatch(/GetMenuItems.*GetDashboard/);
  });

  it('[SHELL-2] GetMenuItems answers the seeded menu entries in order', async () => {
    const answer = await server.app.inject(command(sid, 'GetMenuItems'));
    expect(answer.json()).toEqual([
      { title: 'Fleet', url: '/fleet-list', icon: 'truck' },
      { title: 'Safety Handbook', url: 'https://www.osha.gov/construction', icon: 'book' },
      { title: 'Home', url: '/dashboard', icon: 'home' },
    ]);
  });

  it('[MISC-1] GetDashboard answers dashboard 1 with tiles computed from the database', async () => {
    const answer = await server.app.inject(command(sid, 'GetDashboard', { dashboardID: 1 }));
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ dashboardID: number; tiles: { title: string; value: string | number }[] }>();
    expect(body.dashboardID).toBe(1);
    expect(body.tiles).toContainEqual({ key: 'role', title: 'Your role', value: 'Foreman' });
    expect(body.tiles).toContainEqual({
      key: 'devicesRegistered',
      title: 'Devices registered',
      value: await countRows(server.app, 'devices'),
    });
  });

  it('[SRV-2] RegisterDevice stores the device and answers its id and serial', async () => {
    const answer = await server.app.inject(command(sid, 'RegisterDevice', device));
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ deviceID: number; serial: string }>();
    expect(body.serial).toBe(device.serial);
    const row = await server.app.database.db
      .selectFrom('devices')
      .selectAll()
      .where('device_id', '=', body.deviceID)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ model: 'iPad', os_version: '17.4', app_version: '1.2.3' });
  });
});

describe('idempotency', () => {
  const keyed = (key: string, serial: string, extra: Record<string, string> = {}) =>
    command(sid, 'RegisterDevice', { ...device, serial }, { 'Idempotency-Key': key, ...extra });

  it('[QUEUE-7] the same key twice applies once and answers the same', async () => {
    const before = await countRows(server.app, 'devices');
    const first = await server.app.inject(keyed('key-0001-aaaaaaaaaaaa', 'serial-replay-000001'));
    const second = await server.app.inject(keyed('key-0001-aaaaaaaaaaaa', 'serial-replay-000001'));
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(server.app, 'devices')).toBe(before + 1);
    expect(await countRows(server.app, 'idempotency_records')).toBeGreaterThanOrEqual(1);
  });

  it('[QUEUE-7] the replay is recognised after signing in again (sid is not part of the request)', async () => {
    const first = await server.app.inject(keyed('key-0002-bbbbbbbbbbbb', 'serial-replay-000002'));
    const token = await signIdToken(server, 'foreman@acme.example');
    const newSid = (
      await server.app.inject(signInRequest('foreman@acme.example', token))
    ).json<SessionAnswer>().sessionId;
    const replay = command(
      newSid,
      'RegisterDevice',
      { ...device, serial: 'serial-replay-000002' },
      {
        'Idempotency-Key': 'key-0002-bbbbbbbbbbbb',
      },
    );
    const second = await server.app.inject(replay);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('[QUEUE-7] the same key with another body is 422 and changes nothing', async () => {
    await server.app.inject(keyed('key-0003-cccccccccccc', 'serial-replay-000003'));
    const before = await countRows(server.app, 'devices');
    const other = await server.app.inject(keyed('key-0003-cccccccccccc', 'serial-replay-000004'));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: 'idempotency_key_reused' });
    expect(await countRows(server.app, 'devices')).toBe(before);
  });

  it('[QUEUE-7] concurrent requests with one key apply once', async () => {
    const before = await countRows(server.app, 'devices');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.app.inject(keyed('key-0004-dddddddddddd', 'serial-concurrent-01')),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await countRows(server.app, 'devices')).toBe(before + 1);
    const records = await server.app.database.db
      .selectFrom('idempotency_records')
      .selectAll()
      .where('idem_key', '=', 'key-0004-dddddddddddd')
      .execute();
    expect(records).toHaveLength(1);
  });

  it('[QUEUE-7] a failed request records nothing, so its retry runs', async () => {
    const bad = command(
      sid,
      'RegisterDevice',
      { ...device, isVirtual: 'no' },
      { 'Idempotency-Key': 'key-0005-eeeeeeeeeeee' },
    );
    expect((await server.app.inject(bad)).statusCode).toBe(400);
    const good = await server.app.inject(keyed('key-0005-eeeeeeeeeeee', 'serial-after-failure'));
    expect(good.statusCode).toBe(200);
    expect(good.headers['idempotent-replayed']).toBeUndefined();
  });

  it('[QUEUE-7] a key over 200 characters is 400', async () => {
    const answer = await server.app.inject(keyed('k'.repeat(201), 'serial-long-key-0001'));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'bad_request' });
  });
});
