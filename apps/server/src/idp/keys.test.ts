// OPS-2: every instance signs with the same key, taken from the database it shares.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, type TestServer } from '../test/harness.js';
import { keysFile, loadOrCreateKeys, sharedProviderKeys, type ProviderKeys } from './keys.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ DEMO_DATA: 'false' });
});
afterAll(() => server?.close());

const fileKeys = (dataDir: string) => JSON.parse(readFileSync(keysFile(dataDir), 'utf8')) as ProviderKeys;

describe('shared provider keys', () => {
  it('[OPS-2] instances with their own DATA_DIR on one database get the keys of the first', async () => {
    const db = server.app.database.db;
    const first = fileKeys(server.dataDir);
    const otherDir = tempDir();
    const other = await sharedProviderKeys(db, otherDir);
    expect(other).toEqual(first);
    // The copy beside the other instance is the same key, for its backup.
    expect(fileKeys(otherDir).signing.kid).toBe(first.signing.kid);
  });

  it('[OPS-2] two instances starting at once on an empty database agree on one key', async () => {
    const db = server.app.database.db;
    await db.deleteFrom('oidc_keys').execute();
    const [a, b] = await Promise.all([sharedProviderKeys(db, tempDir()), sharedProviderKeys(db, tempDir())]);
    expect(a.signing.kid).toBe(b.signing.kid);
    expect(a.cookieKeys).toEqual(b.cookieKeys);
  });

  it('[OPS-2] an existing keys file is brought into an empty database, so users stay signed in', async () => {
    const db = server.app.database.db;
    await db.deleteFrom('oidc_keys').execute();
    const dir = tempDir();
    const before = await loadOrCreateKeys(dir);
    expect((await sharedProviderKeys(db, dir)).signing.kid).toBe(before.signing.kid);
    expect((await sharedProviderKeys(db, tempDir())).signing.kid).toBe(before.signing.kid);
  });

  it('[OPS-2] the database wins over a different file copy, which is rewritten', async () => {
    const db = server.app.database.db;
    const dir = tempDir();
    const stray = await loadOrCreateKeys(dir);
    const shared = await sharedProviderKeys(db, dir);
    expect(shared.signing.kid).not.toBe(stray.signing.kid);
    expect(fileKeys(dir).signing.kid).toBe(shared.signing.kid);
  });
});
