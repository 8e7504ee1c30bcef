// INT-3: vehicles and tracked assets upserted by unit number or tag: created, unchanged when sent
// again, updated when a field changes (never their positions); per-row errors; a dry run writes
// nothing; the fleet list shows them; the office record names the service account.
import { OfficeAuditList, UpsertAnswer } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, countRows, type TestServer } from '../../test/harness.js';
import { CARLOS } from '../../test/jobs-fixtures.js';
import { issuedToken, OLIVIA, withToken } from '../../test/service-tokens.js';
import { signedInServerAs } from '../../test/signed-in.js';

let server: TestServer;
let sids: Record<string, string>;
let token: string;
beforeAll(async () => {
  ({ server, sids } = await signedInServerAs([OLIVIA, CARLOS]));
  ({ token } = await issuedToken(server, sids[OLIVIA]!, ['equipment:write'], 'Asset register'));
});
afterAll(() => server?.close());

async function upsert(rows: unknown[], dryRun = false) {
  const answer = await server.app.inject(
    withToken(token, 'POST', '/api/integration/equipment', { dryRun, rows }),
  );
  expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
  return UpsertAnswer.parse(answer.json());
}
const truck = {
  kind: 'vehicle',
  code: 'V-9001',
  name: 'Bucket truck 9001',
  type: 'Bucket truck',
  assignedTo: 'Frank',
};
const generator = { kind: 'asset', code: 'A-9002', name: 'Generator 9002', type: 'Generator' };

describe('upsert equipment by its code', () => {
  it('[INT-3] vehicles and assets are created, unchanged when sent again, updated when a field changes, positions kept', async () => {
    const counts = () =>
      Promise.all([countRows(server.app, 'vehicles'), countRows(server.app, 'tracked_assets')]);
    const before = await counts();
    expect((await upsert([truck, generator], true)).counts.created).toBe(2);
    expect(await counts()).toEqual(before);
    expect((await upsert([truck, generator])).counts).toEqual({
      created: 2,
      updated: 0,
      unchanged: 0,
      invalid: 0,
    });
    expect(await counts()).toEqual([before[0] + 1, before[1] + 1]);
    expect((await upsert([truck, generator])).counts.unchanged).toBe(2);

    const db = server.app.database.db;
    await db
      .updateTable('vehicles')
      .set({ latitude: 37.8, longitude: -122.2 })
      .where('unit_number', '=', 'V-9001')
      .execute();
    const changed = await upsert([
      { ...truck, status: 'maintenance' },
      { ...generator, kind: 'crane' },
      { ...truck, name: '' },
    ]);
    expect(changed.results.map((r) => [r.outcome, r.errors.map((e) => e.field).sort()])).toEqual([
      ['updated', []],
      ['invalid', ['kind']],
      ['invalid', ['name', 'value']],
    ]);
    const row = await db
      .selectFrom('vehicles')
      .selectAll()
      .where('unit_number', '=', 'V-9001')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'maintenance', latitude: 37.8, longitude: -122.2 });

    const fleet = await server.app.inject(
      apiCall(sids[CARLOS]!, 'GET', '/api/assettrack/all/list?forcerefresh=true'),
    );
    expect(fleet.body).toContain('Generator 9002');
    const audit = OfficeAuditList.parse(
      (
        await server.app.inject(apiCall(sids[OLIVIA]!, 'GET', '/api/office/audit?objectKind=equipment'))
      ).json(),
    );
    expect(audit.entries[0]).toMatchObject({
      action: 'upsertEquipment',
      serviceAccount: { name: 'Asset register' },
    });
  });
});
