// OPS-2: the provider's models in the database, on SQLite and PostgreSQL (both server projects).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from '../housekeeping.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { KyselyProviderAdapter, purgeExpiredProviderModels } from './adapter.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false' });
});
afterAll(() => server?.close());

const adapter = (model: string) => new KyselyProviderAdapter(server.app.database.db, model);

describe('KyselyProviderAdapter', () => {
  it('[OPS-2] upsert then find answers the payload; an upsert replaces it; destroy removes it', async () => {
    const sessions = adapter('Session');
    await sessions.upsert('s-1', { accountId: 'crew@acme.example', uid: 'uid-1', exp: 1 }, 3_600);
    expect(await sessions.find('s-1')).toEqual({ accountId: 'crew@acme.example', uid: 'uid-1', exp: 1 });
    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: 'crew@acme.example' });
    // Another model's adapter does not see it.
    expect(await adapter('Grant').find('s-1')).toBeUndefined();

    await sessions.upsert('s-1', { accountId: 'foreman@acme.example', uid: 'uid-2' }, 3_600);
    expect(await sessions.find('s-1')).toEqual({ accountId: 'foreman@acme.example', uid: 'uid-2' });
    expect(await sessions.findByUid('uid-1')).toBeUndefined();

    await sessions.destroy('s-1');
    expect(await sessions.find('s-1')).toBeUndefined();
  });

  it('[OPS-2] an expired row is not found; a row without expiry is', async () => {
    const interactions = adapter('Interaction');
    await interactions.upsert('gone', { uid: 'gone' }, -1);
    await interactions.upsert('kept', { uid: 'kept' });
    expect(await interactions.find('gone')).toBeUndefined();
    expect(await interactions.findByUid('gone')).toBeUndefined();
    expect(await interactions.find('kept')).toEqual({ uid: 'kept' });
  });

  it('[OPS-2] consume marks the model consumed (once-only codes) and a later find says so', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('code-1', { grantId: 'g-1', accountId: 'crew@acme.example' }, 60);
    expect((await codes.find('code-1'))?.consumed).toBeUndefined();
    const before = Math.floor(Date.now() / 1000);
    await codes.consume('code-1');
    const consumed = (await codes.find('code-1'))?.consumed as number;
    expect(consumed).toBeGreaterThanOrEqual(before);
  });

  it('[OPS-2] findByUserCode finds the device code by its user code', async () => {
    const deviceCodes = adapter('DeviceCode');
    await deviceCodes.upsert('dc-1', { userCode: 'ABCD-EFGH', clientId: 'fieldops-web' }, 600);
    expect(await deviceCodes.findByUserCode('ABCD-EFGH')).toMatchObject({ clientId: 'fieldops-web' });
    expect(await deviceCodes.findByUserCode('ZZZZ-ZZZZ')).toBeUndefined();
  });

  it('[OPS-2] revokeByGrantId removes every token of the grant, of any model, and no other', async () => {
    await adapter('AccessToken').upsert('at-1', { grantId: 'g-revoke' }, 3_600);
    await adapter('RefreshToken').upsert('rt-1', { grantId: 'g-revoke' }, 3_600);
    await adapter('AccessToken').upsert('at-2', { grantId: 'g-other' }, 3_600);
    await adapter('AccessToken').revokeByGrantId('g-revoke');
    expect(await adapter('AccessToken').find('at-1')).toBeUndefined();
    expect(await adapter('RefreshToken').find('rt-1')).toBeUndefined();
    expect(await adapter('AccessToken').find('at-2')).toEqual({ grantId: 'g-other' });
  });

  it('[OPS-2] [OPS-3] housekeeping deletes expired provider rows and keeps live ones', async () => {
    const db = server.app.database.db;
    await adapter('ReplayDetection').upsert('r-old', { iss: 'x' }, 60);
    await adapter('ReplayDetection').upsert('r-live', { iss: 'x' }, 7_200);
    const inAnHour = new Date(Date.now() + 3_600_000);
    expect(await purgeExpiredProviderModels(db, new Date(Date.now() - 60_000).toISOString())).toBe(0);
    const counts = await purgeExpired(db, {
      now: inAnHour,
      idempotencyRetentionDays: 30,
      uploadRetentionHours: 48,
    });
    expect(counts.providerModels).toBeGreaterThanOrEqual(1);
    const left = await db
      .selectFrom('oidc_models')
      .select('model_id')
      .where('model', '=', 'ReplayDetection')
      .execute();
    expect(left.map((r) => r.model_id)).toEqual(['r-live']);
    // What is left is at most what had no expiry or expires after the purge.
    const stale = await db
      .selectFrom('oidc_models')
      .select('model_id')
      .where('expires_at', '<=', inAnHour.toISOString())
      .execute();
    expect(stale).toEqual([]);
  });
});
