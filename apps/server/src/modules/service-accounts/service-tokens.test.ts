// INT-2: service accounts and their tokens. A token is shown once and kept as a hash; it expires,
// can be revoked (refused at once), records its last use at most once a minute, counts on its own
// rate-limit budget, and makes only the calls that declare one of its scopes; a field session
// makes none of the machine's calls.
import { createHash } from 'node:crypto';
import { callPath, calls, type CallDefinition, type CallName } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callExamples } from '../../http/openapi/call-examples.js';
import { apiCall, countRows, type TestServer } from '../../test/harness.js';
import { assignedOpenJobIDs, CARLOS } from '../../test/jobs-fixtures.js';
import { issuedToken, OLIVIA, withToken } from '../../test/service-tokens.js';
import { signedInServerAs } from '../../test/signed-in.js';

// Above the number of calls the scope test walks with one token.
const TOKEN_BUDGET = 100;
let server: TestServer;
let sids: Record<string, string>;
beforeAll(async () => {
  ({ server, sids } = await signedInServerAs([OLIVIA, CARLOS], {
    SERVICE_TOKEN_RATE_LIMIT_MAX: String(TOKEN_BUDGET),
  }));
});
afterAll(() => server?.close());

const db = () => server.app.database.db;
const tokenRow = (tokenID: number) =>
  db().selectFrom('service_tokens').selectAll().where('token_id', '=', tokenID).executeTakeFirstOrThrow();
const jobs = (token: string) => server.app.inject(withToken(token, 'GET', '/api/office/jobs?pageSize=1'));

describe('service tokens', () => {
  it('[INT-2] a token is shown once, recognisable, and only its SHA-256 is kept (no idempotency record holds it)', async () => {
    const made = await server.app.inject(
      apiCall(sids[OLIVIA]!, 'POST', '/api/office/service-accounts', { name: 'ERP', scopes: ['jobs:read'] }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const accountID = made.json<{ serviceAccountID: number }>().serviceAccountID;
    const issued = await server.app.inject(
      apiCall(
        sids[OLIVIA]!,
        'POST',
        `/api/office/service-accounts/${accountID}/tokens`,
        { expiresInDays: 30 },
        { 'idempotency-key': 'issue-token-erp-0001' },
      ),
    );
    expect(issued.statusCode, issued.body).toBe(200);
    const { token, details } = issued.json<{ token: string; details: { tokenID: number; hint: string } }>();
    expect(token).toMatch(/^fo_svc_[A-Za-z0-9_-]{43}$/);
    const row = await tokenRow(details.tokenID);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token.slice(7));
    const records = await db().selectFrom('idempotency_records').select('answer').execute();
    expect(records.some((r) => r.answer.includes(token.slice(7)))).toBe(false);
    const audit = await db().selectFrom('office_audit').select('after_json').execute();
    expect(audit.some((r) => r.after_json.includes(token.slice(7)))).toBe(false);
    const listed = await server.app.inject(apiCall(sids[OLIVIA]!, 'GET', '/api/office/service-accounts'));
    expect(listed.body).not.toContain(token.slice(7));
    expect(listed.body).toContain(details.hint);
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(30 * 86_400_000);
    expect((await jobs(token)).statusCode).toBe(200);
  });

  it('[INT-2] an expired token is refused with 401', async () => {
    const { token, tokenID } = await issuedToken(server, sids[OLIVIA]!, ['jobs:read']);
    expect((await jobs(token)).statusCode).toBe(200);
    await db()
      .updateTable('service_tokens')
      .set({ expires_at: '2020-01-01T00:00:00.000Z' })
      .where('token_id', '=', tokenID)
      .execute();
    const refused = await jobs(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      error: 'unauthorized',
      message: expect.stringMatching(/expired/),
    });
  });

  it('[INT-2] a revoked token is refused at once, and revoking touches that token only', async () => {
    const kept = await issuedToken(server, sids[OLIVIA]!, ['jobs:read']);
    const { token, tokenID, accountID } = await issuedToken(server, sids[OLIVIA]!, ['jobs:read']);
    expect((await jobs(token)).statusCode).toBe(200);
    const revoked = await server.app.inject(
      apiCall(sids[OLIVIA]!, 'POST', `/api/office/service-accounts/${accountID}/tokens/${tokenID}/revoke`),
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<{ revokedAt: string | null }>().revokedAt).not.toBeNull();
    const refused = await jobs(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/revoked/) });
    expect((await jobs(kept.token)).statusCode).toBe(200);
  });

  it('[INT-2] the last use is recorded, and not rewritten by every request', async () => {
    const { token, tokenID } = await issuedToken(server, sids[OLIVIA]!, ['jobs:read']);
    expect((await tokenRow(tokenID)).last_used_at).toBeNull();
    await jobs(token);
    const first = (await tokenRow(tokenID)).last_used_at;
    expect(first).not.toBeNull();
    await jobs(token);
    expect((await tokenRow(tokenID)).last_used_at).toBe(first);
    // A use more than a minute after the last recorded one is recorded again.
    await db()
      .updateTable('service_tokens')
      .set({ last_used_at: '2026-01-01T00:00:00.000Z' })
      .where('token_id', '=', tokenID)
      .execute();
    await jobs(token);
    expect((await tokenRow(tokenID)).last_used_at! > '2026-01-01T00:00:00.000Z').toBe(true);
  });

  it('[INT-2] each token has its own rate-limit budget: one gets 429 while another still works', async () => {
    const busy = await issuedToken(server, sids[OLIVIA]!, ['jobs:read']);
    const other = await issuedToken(server, sids[OLIVIA]!, ['jobs:read']);
    const statuses: number[] = [];
    for (let i = 0; i <= TOKEN_BUDGET; i += 1) statuses.push((await jobs(busy.token)).statusCode);
    expect(statuses.slice(0, TOKEN_BUDGET)).toEqual(Array(TOKEN_BUDGET).fill(200));
    const limited = await jobs(busy.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-ratelimit-limit']).toBe(String(TOKEN_BUDGET));
    expect((await jobs(other.token)).statusCode).toBe(200);
    // The people of the same address are not counted against it.
    expect((await server.app.inject(apiCall(sids[OLIVIA]!, 'GET', '/api/office/jobs'))).statusCode).toBe(200);
  });

  it('[INT-2] a token makes only the calls that declare one of its scopes: never field calls, never account management', async () => {
    const reader = await issuedToken(server, sids[OLIVIA]!, ['jobs:read']);
    const payroll = await issuedToken(server, sids[OLIVIA]!, ['timesheets:read']);
    const everything = await issuedToken(server, sids[OLIVIA]!, [
      'jobs:read',
      'jobs:write',
      'people:write',
      'lists:write',
      'equipment:write',
      'timesheets:read',
      'reports:read',
    ]);
    const [jobID] = await assignedOpenJobIDs(server, CARLOS);
    expect(
      (await server.app.inject(withToken(reader.token, 'GET', `/api/office/jobs/${jobID}`))).statusCode,
    ).toBe(200);
    const exportUrl = '/api/office/timesheets/export?from=2026-11-02&to=2026-11-08';
    const wrongScope = await server.app.inject(withToken(reader.token, 'GET', exportUrl));
    expect(wrongScope.statusCode).toBe(403);
    expect(wrongScope.json()).toMatchObject({
      error: 'forbidden',
      message: expect.stringMatching(/timesheets:read/),
    });
    expect((await jobs(payroll.token)).statusCode).toBe(403);
    // Every call that declares no scope (the field's, the office's own account management, the
    // batch) refuses even a token with every scope, whatever it sends.
    for (const [name, call] of Object.entries(calls) as [CallName, CallDefinition][]) {
      if (!call.auth || call.scopes) continue;
      const example = callExamples[name] as {
        params?: Record<string, string | number>;
        query?: object;
        body?: unknown;
      };
      const query = new URLSearchParams(
        Object.entries(example.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const url = `${callPath(call.path, example.params)}${query.size ? `?${query}` : ''}`;
      const answer = await server.app.inject(withToken(everything.token, call.method, url, example.body));
      expect(answer.statusCode, name).toBe(403);
    }
    const made = await server.app.inject(
      withToken(everything.token, 'POST', '/api/office/service-accounts', {
        name: 'Mine',
        scopes: ['jobs:read'],
      }),
    );
    expect(made.statusCode).toBe(403);
    const mine = await db()
      .selectFrom('service_accounts')
      .select('name')
      .where('name', '=', 'Mine')
      .execute();
    expect(mine).toEqual([]);
  });

  it('[INT-2] a field session gets 403 on the machine calls and on service accounts; a made-up token gets 401', async () => {
    const crew = sids[CARLOS]!;
    for (const [method, url] of [
      ['GET', '/api/office/jobs'],
      ['GET', '/api/office/timesheets/export?from=2026-11-02&to=2026-11-08'],
      ['GET', '/api/office/service-accounts'],
      ['POST', '/api/office/service-accounts'],
    ] as const) {
      const answer = await server.app.inject(
        apiCall(crew, method, url, method === 'POST' ? { name: 'x', scopes: ['jobs:read'] } : undefined),
      );
      expect(answer.statusCode, url).toBe(403);
    }
    expect((await jobs(`fo_svc_${'A'.repeat(43)}`)).statusCode).toBe(401);
  });

  it('[INT-2] bad input is refused with a 4xx that says where, and changes nothing', async () => {
    const before = await countRows(server.app, 'service_accounts');
    const tokensBefore = await countRows(server.app, 'service_tokens');
    const admin = (method: 'POST' | 'GET', url: string, body?: unknown) =>
      server.app.inject(apiCall(sids[OLIVIA]!, method, url, body));
    for (const body of [
      { name: '', scopes: ['jobs:read'] },
      { name: 'ERP', scopes: [] },
      { name: 'ERP', scopes: ['jobs:delete'] },
      { name: 'ERP', scopes: ['jobs:read', 'jobs:read'] },
    ]) {
      const answer = await admin('POST', '/api/office/service-accounts', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'bad_request', details: expect.any(Array) });
    }
    const { accountID, tokenID } = await issuedToken(server, sids[OLIVIA]!, ['jobs:read']);
    expect(
      (await admin('POST', `/api/office/service-accounts/${accountID}/tokens`, { expiresInDays: 0 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await admin('POST', `/api/office/service-accounts/${accountID}/tokens`, { expiresInDays: 5000 }))
        .statusCode,
    ).toBe(400);
    expect((await admin('POST', '/api/office/service-accounts/999999/tokens', {})).statusCode).toBe(404);
    expect(
      (await admin('POST', `/api/office/service-accounts/999999/tokens/${tokenID}/revoke`)).statusCode,
    ).toBe(404);
    expect(await countRows(server.app, 'service_accounts')).toBe(before + 1);
    expect(await countRows(server.app, 'service_tokens')).toBe(tokensBefore + 1);
  });
});
