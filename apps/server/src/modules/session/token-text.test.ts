// OPS-6: an id token's subject, email and name are stored with the account, so a claim holding
// text the database cannot store is an invalid token (401), never a 500 (PostgreSQL refuses NUL).
// Found by probing sign-in next to the fuzz test (test/fuzz).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, signInRequest, startTestServer, type TestServer } from '../../test/harness.js';
import { FRANK } from '../../test/jobs-fixtures.js';
import { signIdToken } from '../../test/tokens.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('id token claims with text that cannot be stored', () => {
  it('[OPS-6] a NUL in sub, email or name, or a lone surrogate in sub, is 401 and stores nothing', async () => {
    const newcomer = 'new.crew@acme.example';
    const cases: [string, Record<string, unknown>][] = [
      [FRANK, { sub: 'subject \u0000 with nul' }],
      [FRANK, { sub: 'lone \ud800 surrogate' }],
      [newcomer, { email: 'new.crew\u0000@acme.example' }],
      [newcomer, { name: 'New \u0000 Crew' }],
    ];
    const before = [await countRows(server.app, 'users'), await countRows(server.app, 'sessions')];
    for (const [email, claims] of cases) {
      const answer = await server.app.inject(
        signInRequest(email, await signIdToken(server, email, { claims })),
      );
      expect(answer.statusCode, JSON.stringify(claims)).toBe(401);
      expect(answer.json()).toMatchObject({
        error: 'unauthorized',
        message: expect.stringMatching(/claim is not valid/),
      });
    }
    expect([await countRows(server.app, 'users'), await countRows(server.app, 'sessions')]).toEqual(before);
  });
});
