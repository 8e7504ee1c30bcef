// OPS-3: what is kept only for a while is purged, and read procedures keep nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpired } from './housekeeping.js';
import { command, countRows, type TestServer } from './test/harness.js';
import { signedInCrew } from './test/signed-in.js';
import { CARLOS } from './test/jobs-fixtures.js';

let server: TestServer;
let sid: string;
let jobID: number;
beforeAll(async () => ({ server, sid, jobID } = await signedInCrew(CARLOS)));
afterAll(() => server?.close());

const NOW = new Date('2026-11-24T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

describe('housekeeping', () => {
  it('[OPS-3] idempotency records older than the retention, ended sessions and expired spent id tokens are purged; the rest stay', async () => {
    const db = server.app.database.db;
    const { user_id: userID } = await db.selectFrom('sessions').select('user_id').executeTakeFirstOrThrow();
    await db.deleteFrom('idempotency_records').execute();
    const record = (key: string, createdAt: string) => ({
      user_id: userID,
      idem_key: key,
      method: 'POST',
      path: '/api/cmd?proc=AddNote',
      request_hash: 'h',
      status_code: 200,
      answer: 'null',
      created_at: createdAt,
    });
    await db
      .insertInto('idempotency_records')
      .values([record('old-1', daysAgo(31)), record('old-2', daysAgo(45)), record('fresh', daysAgo(29))])
      .execute();
    const session = (hash: string, expiresAt: string, revokedAt: string | null) => ({
      id_hash: hash,
      user_id: userID,
      device_id: null,
      created_at: daysAgo(40),
      last_seen_at: daysAgo(1),
      expires_at: expiresAt,
      revoked_at: revokedAt,
    });
    await db
      .insertInto('sessions')
      .values([
        session('expired', daysAgo(1), null),
        session('revoked', daysAgo(-5), daysAgo(2)),
        session('live', daysAgo(-5), null),
      ])
      .execute();
    const sessionsBefore = await countRows(server.app, 'sessions');
    await db.deleteFrom('spent_id_tokens').execute();
    await db
      .insertInto('spent_id_tokens')
      .values([
        { token_hash: 'spent-expired', expires_at: daysAgo(0.01) },
        { token_hash: 'spent-live', expires_at: daysAgo(-0.01) },
      ])
      .execute();

    const purged = await purgeExpired(db, {
      now: NOW,
      idempotencyRetentionDays: 30,
      uploadRetentionHours: 48,
    });
    expect(purged).toEqual({
      idempotencyRecords: 2,
      sessions: 2,
      spentIdTokens: 1,
      uploads: 0,
      providerModels: 0,
    });
    const spent = await db.selectFrom('spent_id_tokens').select('token_hash').execute();
    expect(spent.map((t) => t.token_hash)).toEqual(['spent-live']);
    const keys = await db.selectFrom('idempotency_records').select('idem_key').execute();
    expect(keys.map((k) => k.idem_key)).toEqual(['fresh']);
    const hashes = await db
      .selectFrom('sessions')
      .select('id_hash')
      .where('id_hash', 'in', ['expired', 'revoked', 'live'])
      .execute();
    expect(hashes.map((h) => h.id_hash)).toEqual(['live']);
    expect(await countRows(server.app, 'sessions')).toBe(sessionsBefore - 2);
  });

  it('[FIELD-3] resumable uploads untouched for longer than the retention go with their chunks; a recent one stays', async () => {
    const db = server.app.database.db;
    const { user_id: userID } = await db.selectFrom('sessions').select('user_id').executeTakeFirstOrThrow();
    const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
    const upload = (id: string, touched: string) => ({
      upload_id: id,
      user_id: userID,
      purpose: 'image' as const,
      job_id: jobID,
      folder_id: null,
      file_type: 'image/jpeg',
      file_name: null,
      upload_length: 10,
      upload_offset: 4,
      metadata: '',
      created_at: hoursAgo(100),
      updated_at: touched,
    });
    const abandoned = '00000000-0000-4000-8000-00000000000a';
    const active = '00000000-0000-4000-8000-00000000000b';
    await db
      .insertInto('uploads')
      .values([upload(abandoned, hoursAgo(49)), upload(active, hoursAgo(47))])
      .execute();
    await db
      .insertInto('upload_chunks')
      .values([abandoned, active].map((id) => ({ upload_id: id, chunk_offset: 0, bytes: new Uint8Array(4) })))
      .execute();

    const purged = await purgeExpired(db, {
      now: NOW,
      idempotencyRetentionDays: 30,
      uploadRetentionHours: 48,
    });
    expect(purged.uploads).toBe(1);
    expect((await db.selectFrom('uploads').select('upload_id').execute()).map((u) => u.upload_id)).toEqual([
      active,
    ]);
    expect(
      (await db.selectFrom('upload_chunks').select('upload_id').execute()).map((c) => c.upload_id),
    ).toEqual([active]);
  });

  it('[OPS-3] a read procedure sent with an Idempotency-Key keeps no record; a write keeps one', async () => {
    const before = await countRows(server.app, 'idempotency_records');
    for (let i = 0; i < 5; i++) {
      const poll = await server.app.inject(
        command(
          sid,
          'GetJobUpdates',
          { since: NOW.toISOString() },
          { 'Idempotency-Key': `poll-key-${Date.now()}-${i}` },
        ),
      );
      expect(poll.statusCode).toBe(200);
    }
    expect(await countRows(server.app, 'idempotency_records')).toBe(before);
    const write = await server.app.inject(
      command(
        sid,
        'AddNote',
        { jobID, noteType: 'General', text: 'kept once' },
        { 'Idempotency-Key': `write-key-${Date.now()}` },
      ),
    );
    expect(write.statusCode).toBe(200);
    expect(await countRows(server.app, 'idempotency_records')).toBe(before + 1);
  });
});
