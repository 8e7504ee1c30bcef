// OPS-2: two server instances on ONE database, as behind a load balancer. On PostgreSQL each has
// its own DATA_DIR (nothing shared but the database); on SQLite they share the folder that holds
// the database file. Requests alternate between them at every step.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './idp/accounts.js';
import {
  command,
  countRows,
  createTestDatabase,
  signIn,
  signInRequest,
  startTestServer,
  tempDir,
  usePostgres,
  type TestDatabase,
  type TestServer,
} from './test/harness.js';
import { assignedOpenJobIDs, CARLOS } from './test/jobs-fixtures.js';
import { CookieJar } from './test/tokens.js';
import { waitUntil } from './test/wait-until.js';
import { rateLimitKey } from './http/security.js';

const RATE_LIMIT_MAX = 60;
let database: TestDatabase;
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  const sqliteDir = usePostgres ? undefined : tempDir();
  // Counts are synced every 100 ms (the default mode, with a short period for the test).
  const env = {
    RATE_LIMIT_STORE: 'database',
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    RATE_LIMIT_SYNC_MS: '100',
  };
  a = await startTestServer(env, { database, dataDir: sqliteDir ?? tempDir() });
  b = await startTestServer(env, { database, dataDir: sqliteDir ?? tempDir() });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.drop();
});

/**
 * The app's implicit sign-in (AUTH-1) with every request sent to the other instance than the one
 * before: authorization request, login page, login POST, resume, back to the app's /login.
 */
async function signInAcross(apps: FastifyInstance[], publicUrl: string, email: string) {
  const jar = new CookieJar();
  const query = new URLSearchParams({
    client_id: 'fieldops-web',
    response_type: 'id_token token',
    scope: 'openid email profile',
    redirect_uri: `${publicUrl}/login`,
    nonce: 'nonce-two-instances-0001',
    state: 'state-two-instances',
  });
  let request: InjectOptions = { method: 'GET', url: `/oidc/auth?${query}` };
  const steps: string[] = [];
  for (let hop = 0; hop < 12; hop += 1) {
    const app = apps[hop % apps.length]!;
    const answer: LightMyRequestResponse = await app.inject({
      ...request,
      headers: { ...request.headers, cookie: jar.header() },
    });
    steps.push(`${hop % apps.length}:${answer.statusCode}`);
    jar.store(answer.headers['set-cookie']);
    const action = /action="([^"]+)"/.exec(answer.body)?.[1]?.replace(/&amp;/g, '&');
    if (answer.statusCode === 200 && action) {
      request = {
        method: 'POST',
        url: action,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, password: DEMO_PASSWORD }).toString(),
      };
      continue;
    }
    const location = answer.headers.location;
    if (!location) throw new Error(`Flow stopped at ${steps.join(' ')}: ${answer.body.slice(0, 300)}`);
    const next = new URL(String(location), publicUrl);
    if (next.pathname === '/login') {
      const hash = new URLSearchParams(next.hash.slice(1));
      return { idToken: hash.get('id_token') ?? '', accessToken: hash.get('access_token') ?? '', steps };
    }
    request = { method: 'GET', url: next.pathname + next.search };
  }
  throw new Error(`Too many redirects: ${steps.join(' ')}`);
}

describe('two instances on one database', () => {
  it('[OPS-2] both publish the same signing key', async () => {
    const jwks = async (server: TestServer) =>
      (await server.app.inject({ url: '/oidc/jwks' })).json<unknown>();
    expect(await jwks(a)).toEqual(await jwks(b));
  });

  it('[OPS-2] a sign-in begun on A finishes on B; its id token and session work on both', async () => {
    const { idToken, accessToken, steps } = await signInAcross([a.app, b.app], a.config.publicUrl, CARLOS);
    // Both instances served the flow: the authorization request, login page, login POST, resume.
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(new Set(steps.map((s) => s.split(':')[0]))).toEqual(new Set(['0', '1']));
    expect(idToken).not.toBe('');

    // The access token issued by one instance is known to the other (provider state is shared).
    for (const server of [a, b]) {
      const me = await server.app.inject({
        url: '/oidc/me',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ email: CARLOS });
    }

    const session = await b.app.inject(signInRequest(CARLOS, idToken));
    expect(session.statusCode).toBe(200);
    const sid = session.json<{ sessionId: string }>().sessionId;
    const [jobID] = (await assignedOpenJobIDs(a, CARLOS)) as [number];
    for (const server of [a, b]) {
      const notes = await server.app.inject(command(sid, 'GetNotes', { jobID }));
      expect(notes.statusCode).toBe(200);
    }
    // One id token opens one session, whichever instance it is sent to.
    expect((await a.app.inject(signInRequest(CARLOS, idToken))).statusCode).toBe(401);
  });

  it('[OPS-5] a sign-out through one instance is refused by the other, whose believed session it drops (PostgreSQL: on its NOTIFY; SQLite: one process)', async () => {
    // SQLite is one process: both roles fall to one instance (its own sign-out is tested in session.test).
    const other = usePostgres ? a : b;
    const sid = await signIn(b, CARLOS);
    expect((await other.app.inject(command(sid, 'GetMenuItems'))).statusCode).toBe(200); // now believed
    expect((await b.app.inject({ method: 'DELETE', url: `/api/session/?sid=${sid}` })).statusCode).toBe(200);
    // Well within SESSION_CACHE_MS (60 s): what refuses it is the news, not the believed entry ageing out.
    await waitUntil(async () =>
      expect((await other.app.inject(command(sid, 'GetMenuItems'))).statusCode).toBe(401),
    );
  });

  it('[OPS-2] [QUEUE-7] a change sent to A and retried on B is applied once, with the same answer', async () => {
    const sid = await signIn(a, CARLOS);
    const [jobID] = (await assignedOpenJobIDs(a, CARLOS)) as [number];
    const headers = { 'Idempotency-Key': 'two-instances-note-000000001' };
    const note = { jobID, noteType: 'Material', text: 'Short two 6" gate valves.' };
    const before = await countRows(a.app, 'notes');
    const first = await a.app.inject(command(sid, 'AddNote', note, headers));
    const retry = await b.app.inject(command(sid, 'AddNote', note, headers));
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await countRows(b.app, 'notes')).toBe(before + 1);
  });

  it('[OPS-2] [QUEUE-7] the same change sent to A and B at once is applied once; both answer the same', async () => {
    const sid = await signIn(b, CARLOS);
    const [jobID] = (await assignedOpenJobIDs(a, CARLOS)) as [number];
    const headers = { 'Idempotency-Key': 'two-instances-note-000000002' };
    const note = { jobID, noteType: 'Material', text: 'Two 8" couplings, sent twice at once.' };
    const before = await countRows(a.app, 'notes');
    const [onA, onB] = await Promise.all([
      a.app.inject(command(sid, 'AddNote', note, headers)),
      b.app.inject(command(sid, 'AddNote', note, headers)),
    ]);
    expect([onA.statusCode, onB.statusCode]).toEqual([200, 200]);
    expect(onB.json()).toEqual(onA.json());
    expect(await countRows(a.app, 'notes')).toBe(before + 1);
  });

  it('[OPS-2] rate-limit counts of one session add up across both instances', async () => {
    const run = async () => {
      const sid = await signIn(b, CARLOS);
      const call = (server: TestServer) => server.app.inject({ url: `/api/auth/config?sid=${sid}` });
      const key = rateLimitKey({ query: { sid }, headers: {}, ip: '127.0.0.1' } as never);
      const synced = async () => {
        const rows = await a.app.database.db
          .selectFrom('rate_limit_windows')
          .select('hits')
          .where('limit_key', '=', key)
          .execute();
        return rows.reduce((sum, r) => sum + r.hits, 0);
      };
      const onA = [];
      for (let i = 0; i < 40; i += 1) onA.push((await call(a)).statusCode);
      await waitUntil(async () => expect(await synced()).toBe(40));
      // B learns A's 40 when it adds its own first count.
      const firstOnB = (await call(b)).statusCode;
      await waitUntil(async () => expect(await synced()).toBe(41));
      const onB = [];
      for (let i = 0; i < RATE_LIMIT_MAX; i += 1) {
        const status = (await call(b)).statusCode;
        onB.push(status);
        if (status === 429) break;
      }
      return { onA, firstOnB, onB };
    };
    // Fixed one-minute windows restart the count at a minute boundary: run again if one fell inside.
    const minute = () => Math.floor(Date.now() / 60_000);
    const start = minute();
    let result = await run();
    if (minute() !== start) result = await run();
    expect(result.onA).toEqual(Array(40).fill(200));
    expect(result.firstOnB).toBe(200);
    // 41 counted on both together, so B allows exactly the rest of the 60 and then refuses.
    expect(result.onB).toEqual([...Array(RATE_LIMIT_MAX - 41).fill(200), 429]);
  });
});
