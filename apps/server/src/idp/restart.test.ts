// OPS-2: the provider's state outlives the process: after a restart on the same database, a user
// signed in at the provider is not asked for the password again, and issued tokens stay valid.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './accounts.js';
import { createTestDatabase, startTestServer, tempDir, type TestServer } from '../test/harness.js';
import { CookieJar, implicitSignIn } from '../test/tokens.js';

const started: TestServer[] = [];
const database = await createTestDatabase();
afterAll(async () => {
  for (const server of started) await server.close();
  await database.drop();
});

describe('embedded provider across a restart', () => {
  it('[OPS-2] a provider session and an access token survive a restart of the server', async () => {
    // SQLite: the restarted server opens the same file; PostgreSQL: the same database.
    const dataDir = tempDir();
    const before = await startTestServer({}, { database, dataDir });
    started.push(before);
    const jar = new CookieJar();
    const first = await implicitSignIn(
      before.app,
      before.config.publicUrl,
      'crew@acme.example',
      DEMO_PASSWORD,
      jar,
    );
    expect(first.idToken).not.toBe('');
    started.pop();
    await before.close();

    const after = await startTestServer({}, { database, dataDir });
    started.push(after);
    // A wrong password proves the login form is not shown: the provider session (a row) answers.
    const second = await implicitSignIn(after.app, after.config.publicUrl, 'crew@acme.example', 'wrong', jar);
    expect(second.loginPage).toBeUndefined();
    expect(second.idToken).not.toBe('');
    const me = await after.app.inject({
      url: '/oidc/me',
      headers: { authorization: `Bearer ${first.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'crew@acme.example' });
  });
});
