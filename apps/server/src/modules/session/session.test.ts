import { createHash } from 'node:crypto';
import type { SessionAnswer } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  command,
  countRows,
  signInRequest,
  startTestServer,
  testDevice,
  type TestServer,
} from '../../test/harness.js';
import { forgeIdToken, signIdToken } from '../../test/tokens.js';
import { SERVER_WAIT_MS } from '../../test/waits.js';
import { deleteExpiredSpentTokens } from './service.js';

let server: TestServer;
beforeAll(async () => {
  // A short believing time, so the tests of what happens around the server wait briefly (OPS-5).
  server = await startTestServer({ SESSION_CACHE_MS: '1000' });
});
afterAll(() => server?.close());

async function signIn(email = 'foreman@acme.example'): Promise<SessionAnswer> {
  const answer = await server.app.inject(signInRequest(email, await signIdToken(server, email)));
  expect(answer.statusCode).toBe(200);
  return answer.json<SessionAnswer>();
}

/** Sends a sign-in that must be refused, and proves nothing was stored. */
async function expectRefused(request: Parameters<typeof signInRequest>, status: number, message: RegExp) {
  const before = {
    sessions: await countRows(server.app, 'sessions'),
    users: await countRows(server.app, 'users'),
  };
  const devices = await countRows(server.app, 'devices');
  const answer = await server.app.inject(signInRequest(...request));
  expect(answer.statusCode).toBe(status);
  const body = answer.json<{ error: string; message: string; details: unknown }>();
  expect(body.error).toBe(status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : 'bad_request');
  expect(body.message).toMatch(message);
  expect(await countRows(server.app, 'sessions')).toBe(before.sessions);
  expect(await countRows(server.app, 'users')).toBe(before.users);
  expect(await countRows(server.app, 'devices')).toBe(devices);
}

describe('POST /api/session/', () => {
  it('[AUTH-11] a verified company token gets a session with the seeded user data', async () => {
    const answer = await signIn('general.foreman@acme.example');
    expect(answer.user).toMatchObject({
      email: 'general.foreman@acme.example',
      name: 'Grace General',
      role: 'generalForeman',
    });
    // ≥128 random bits, base64url (AUTH-12).
    expect(answer.sessionId).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const hoursLeft = (Date.parse(answer.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(335);
  });

  it('[AUTH-12] only a SHA-256 hash of the session id is stored, and the device is linked', async () => {
    const answer = await signIn();
    const rows = await server.app.database.db.selectFrom('sessions').selectAll().execute();
    const hash = createHash('sha256').update(answer.sessionId).digest('hex');
    const row = rows.find((r) => r.id_hash === hash);
    expect(row).toBeDefined();
    expect(JSON.stringify(rows)).not.toContain(answer.sessionId);
    const device = await server.app.database.db
      .selectFrom('devices')
      .selectAll()
      .where('device_id', '=', row?.device_id ?? -1)
      .executeTakeFirstOrThrow();
    expect(device).toMatchObject({ serial: testDevice().serial, model: 'Pixel 8', is_virtual: 0 });
  });

  it('[AUTH-11] a company account without a user row is created as crew on first sign-in', async () => {
    const answer = await signIn('new.hire@acme.example');
    expect(answer.user).toMatchObject({ email: 'new.hire@acme.example', role: 'crew' });
  });

  it('[AUTH-11] a token signed by a foreign key is refused with 401 and stores nothing', async () => {
    const token = await forgeIdToken(server, 'crew@acme.example');
    await expectRefused(['crew@acme.example', token], 401, /signature/);
  });

  it('[AUTH-11] an expired token is refused with 401', async () => {
    const token = await signIdToken(server, 'crew@acme.example', { expiresIn: -120 });
    await expectRefused(['crew@acme.example', token], 401, /expired/);
  });

  it('[OPS-6] [AUTH-11] a token for several audiences needs azp naming us; a foreign azp is refused', async () => {
    const clientId = server.app.identity.clientId;
    const sign = (claims: Record<string, unknown>) => signIdToken(server, 'crew@acme.example', { claims });
    const tries = [
      await sign({ aud: [clientId, 'someone-else'] }),
      await sign({ aud: [clientId, 'someone-else'], azp: 'someone-else' }),
      await sign({ aud: clientId, azp: 'someone-else' }),
    ];
    for (const token of tries) {
      const answer = await server.app.inject(signInRequest('crew@acme.example', token));
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toMatch(/azp/);
    }
    const named = await sign({ aud: [clientId, 'someone-else'], azp: clientId });
    expect((await server.app.inject(signInRequest('crew@acme.example', named))).statusCode).toBe(200);
  });

  it('[OPS-6] one id token opens one session: sent again it is refused and stores nothing', async () => {
    const email = 'foreman@acme.example';
    const token = await signIdToken(server, email);
    expect((await server.app.inject(signInRequest(email, token))).statusCode).toBe(200);
    await expectRefused([email, token], 401, /already used/);
    expect((await server.app.inject(signInRequest(email, await signIdToken(server, email)))).statusCode).toBe(
      200,
    );
  });

  it('[OPS-6] a spent token is remembered until it expires, then purged', async () => {
    const email = 'foreman@acme.example';
    const token = await signIdToken(server, email, { expiresIn: 600 });
    expect((await server.app.inject(signInRequest(email, token))).statusCode).toBe(200);
    const hash = createHash('sha256').update(token).digest('hex');
    const db = server.app.database.db;
    const spent = await db
      .selectFrom('spent_id_tokens')
      .selectAll()
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    expect(Math.abs(Date.parse(spent!.expires_at) - (Date.now() + 600_000))).toBeLessThan(120_000);
    const purged = await deleteExpiredSpentTokens(db, new Date(Date.now() + 3_600_000).toISOString());
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(
      await db.selectFrom('spent_id_tokens').selectAll().where('token_hash', '=', hash).execute(),
    ).toEqual([]);
  });

  it("[OPS-6] an account is the provider's subject: learnt at the first sign-in, then an email of another subject is refused", async () => {
    const email = 'subject.test@acme.example';
    const first = await server.app.inject(
      signInRequest(email, await signIdToken(server, email, { claims: { sub: 'provider-user-1' } })),
    );
    expect(first.statusCode).toBe(200);
    const again = await server.app.inject(
      signInRequest(email, await signIdToken(server, email, { claims: { sub: 'provider-user-1' } })),
    );
    expect(again.json<SessionAnswer>().user.userID).toBe(first.json<SessionAnswer>().user.userID);
    // The provider gave the address to someone else (another subject): not the same account.
    const other = await signIdToken(server, email, { claims: { sub: 'provider-user-2' } });
    await expectRefused([email, other], 403, /belongs to another account/);
  });

  it('[AUTH-11] a token for another client (audience) is refused with 401', async () => {
    const token = await signIdToken(server, 'crew@acme.example', { claims: { aud: 'someone-else' } });
    await expectRefused(['crew@acme.example', token], 401, /another application/);
  });

  it('[AUTH-11] a token from another issuer is refused with 401', async () => {
    const token = await signIdToken(server, 'crew@acme.example', {
      claims: { iss: 'https://evil.example/oidc' },
    });
    await expectRefused(['crew@acme.example', token], 401, /not issued by/);
  });

  it('[AUTH-11] a malformed token is refused with 401', async () => {
    await expectRefused(['crew@acme.example', 'not.a.jwt'], 401, /malformed/);
  });

  it('[AUTH-11] an account of another domain is refused with 403, even with a forged hd', async () => {
    await expectRefused(
      ['someone@other.example', await signIdToken(server, 'someone@other.example')],
      403,
      /acme\.example/,
    );
    const lyingHd = await signIdToken(server, 'x@other.example', { claims: { hd: 'other.example' } });
    await expectRefused(['x@other.example', lyingHd], 403, /acme\.example/);
  });

  it('[AUTH-11] a body email that differs from the token email is refused with 401', async () => {
    const token = await signIdToken(server, 'crew@acme.example');
    await expectRefused(['foreman@acme.example', token], 401, /does not match/);
  });

  it('[AUTH-11] an inactive user is refused with 403', async () => {
    await server.app.database.db
      .updateTable('users')
      .set({ active: 0 })
      .where('email', '=', 'reviewer@acme.example')
      .execute();
    try {
      const token = await signIdToken(server, 'reviewer@acme.example');
      await expectRefused(['reviewer@acme.example', token], 403, /not active/);
    } finally {
      await server.app.database.db
        .updateTable('users')
        .set({ active: 1 })
        .where('email', '=', 'reviewer@acme.example')
        .execute();
    }
  });

  it('[SRV-1] a malformed body is a 400 listing the issues, and stores nothing', async () => {
    const before = await countRows(server.app, 'sessions');
    const answer = await server.app.inject({
      method: 'POST',
      url: '/api/session/',
      payload: { email: 'not-an-email', token: '', device: {}, gps: null, password: 'secret' },
    });
    expect(answer.statusCode).toBe(400);
    const body = answer.json<{ error: string; details: { path: string }[] }>();
    expect(body.error).toBe('bad_request');
    expect(body.details.map((d) => d.path)).toEqual(
      expect.arrayContaining(['/email', '/token', '/password']),
    );
    expect(await countRows(server.app, 'sessions')).toBe(before);
  });
});

describe('calls with a session', () => {
  it('[AUTH-12] a call without a sid or with an unknown one is 401', async () => {
    for (const url of ['/api/cmd?proc=GetMenuItems', '/api/cmd?proc=GetMenuItems&sid=unknown-session']) {
      const answer = await server.app.inject({
        method: 'POST',
        url,
        payload: { procedure: 'GetMenuItems', parameters: [] },
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ error: 'unauthorized', details: null });
    }
  });

  it('[AUTH-12] a change sent without a valid session is 401 and stores nothing', async () => {
    const register = command('unknown-session', 'RegisterDevice', {
      ...testDevice(),
      serial: '1700000000002@@no-session-device',
      appVersion: '1.0.0',
    });
    const before = {
      devices: await countRows(server.app, 'devices'),
      idempotency: await countRows(server.app, 'idempotency_records'),
    };
    for (const url of [register.url as string, '/api/cmd?proc=RegisterDevice']) {
      const answer = await server.app.inject({
        ...register,
        url,
        headers: { 'Idempotency-Key': `no-session-${url.length}` },
      });
      expect(answer.statusCode).toBe(401);
    }
    expect(await countRows(server.app, 'devices')).toBe(before.devices);
    expect(await countRows(server.app, 'idempotency_records')).toBe(before.idempotency);
  });

  it('[AUTH-12] log out revokes the session: the same sid is then refused', async () => {
    const { sessionId } = await signIn('crew@acme.example');
    expect((await server.app.inject(command(sessionId, 'GetMenuItems'))).statusCode).toBe(200);
    const out = await server.app.inject({ method: 'DELETE', url: `/api/session/?sid=${sessionId}` });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const after = await server.app.inject(command(sessionId, 'GetMenuItems'));
    expect(after.statusCode).toBe(401);
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/session/?sid=${sessionId}` })).statusCode,
    ).toBe(401);
  });

  it('[AUTH-12] an expired session is refused; a used one slides its expiry forward', async () => {
    const { sessionId } = await signIn('crew@acme.example');
    const hash = createHash('sha256').update(sessionId).digest('hex');
    const db = server.app.database.db;
    const longAgo = new Date(Date.now() - 3_600_000).toISOString();
    const soon = new Date(Date.now() + 60_000).toISOString();
    await db
      .updateTable('sessions')
      .set({ last_seen_at: longAgo, expires_at: soon })
      .where('id_hash', '=', hash)
      .execute();
    expect((await server.app.inject(command(sessionId, 'GetMenuItems'))).statusCode).toBe(200);
    const slid = await db
      .selectFrom('sessions')
      .selectAll()
      .where('id_hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(Date.parse(slid.expires_at)).toBeGreaterThan(Date.now() + 335 * 3_600_000);
    expect(slid.last_seen_at > longAgo).toBe(true);

    await db.updateTable('sessions').set({ expires_at: longAgo }).where('id_hash', '=', hash).execute();
    // OPS-5: a session is believed for SESSION_CACHE_MS after its last check.
    await vi.waitFor(
      async () => expect((await server.app.inject(command(sessionId, 'GetMenuItems'))).statusCode).toBe(401),
      { timeout: SERVER_WAIT_MS, interval: 200 },
    );
  });

  it('[OPS-5] a checked session is believed for SESSION_CACHE_MS: revoked in the database, it is refused once that passed', async () => {
    const { sessionId } = await signIn('crew@acme.example');
    const hash = createHash('sha256').update(sessionId).digest('hex');
    const db = server.app.database.db;
    expect((await server.app.inject(command(sessionId, 'GetMenuItems'))).statusCode).toBe(200);
    // Another instance's sign-out: this instance learns it from the database only.
    await db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('id_hash', '=', hash)
      .execute();
    await vi.waitFor(
      async () => expect((await server.app.inject(command(sessionId, 'GetMenuItems'))).statusCode).toBe(401),
      { timeout: SERVER_WAIT_MS, interval: 200 },
    );
  });

  it('[OPS-5] a sign-out is refused at once on the instance that took it, cache or not', async () => {
    const { sessionId } = await signIn('crew@acme.example');
    expect((await server.app.inject(command(sessionId, 'GetMenuItems'))).statusCode).toBe(200);
    const out = await server.app.inject({ method: 'DELETE', url: `/api/session/?sid=${sessionId}` });
    expect(out.statusCode).toBe(200);
    expect((await server.app.inject(command(sessionId, 'GetMenuItems'))).statusCode).toBe(401);
  });

  it('[OPS-5] a change to the user (deactivated by the office) drops the believed sessions at once', async () => {
    const { sessionId } = await signIn('crew@acme.example');
    const db = server.app.database.db;
    expect((await server.app.inject(command(sessionId, 'GetMenuItems'))).statusCode).toBe(200);
    await db.updateTable('users').set({ active: 0 }).where('email', '=', 'crew@acme.example').execute();
    try {
      expect((await server.app.inject(command(sessionId, 'GetMenuItems'))).statusCode).toBe(401);
    } finally {
      await db.updateTable('users').set({ active: 1 }).where('email', '=', 'crew@acme.example').execute();
    }
  });
});
