import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { blobStoreFor } from '../adapters/blobs/index.js';
import { newBlobKey } from '../adapters/blobs/blob-store.js';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../db/database.js';
import { keysFile, loadOrCreateKeys } from '../idp/keys.js';
import { BackupError, backUp } from './backup.js';
import { restore } from './restore.js';

const folders: string[] = [];
const handles: DatabaseHandle[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'fieldops-backup-test-'));
  folders.push(folder);
  return folder;
};
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.db.destroy();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** One machine's data: a migrated database with a person in it, a blob, a drive file and keys. */
async function machine(dataDir: string) {
  const handle = openDatabase({ dataDir, databaseUrl: undefined });
  handles.push(handle);
  await migrateToLatest(handle);
  const addPerson = (name: string) =>
    handle.db
      .insertInto('employees')
      .values({ full_name: name, email: `${name}@example.com`, role: 'crew' })
      .execute();
  await addPerson('Before Backup');
  const blob = newBlobKey('images', 'jpg');
  await blobStoreFor({ dataDir }).put(blob, new Uint8Array([0xff, 0xd8, 1, 2, 3]));
  const keys = await loadOrCreateKeys(dataDir);
  execFileSync('mkdir', ['-p', path.join(dataDir, 'drive', 'job-7')]);
  writeFileSync(path.join(dataDir, 'drive', 'job-7', 'plan.pdf'), '%PDF-1.4 plan');
  return { handle, addPerson, blob, keys };
}

async function people(dataDir: string): Promise<string[]> {
  const handle = openDatabase({ dataDir, databaseUrl: undefined });
  handles.push(handle);
  const rows = await handle.db.selectFrom('employees').select('full_name').orderBy('full_name').execute();
  return rows.map((r) => r.full_name);
}

describe('backup and restore of one machine', () => {
  it("[OPS-4] a backup taken with the server's database open restores the data as it was then: database, blobs, drive and keys", async () => {
    const live = newFolder();
    const { addPerson, blob, keys } = await machine(live);
    const { folder, manifest } = await backUp(live, newFolder());
    // Written after the backup: not in it.
    await addPerson('After Backup');
    expect(manifest.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['fieldops.sqlite', 'oidc-keys.json', 'drive/job-7/plan.pdf', `blobs/${blob}`]),
    );

    const fresh = newFolder();
    const { restored, movedAside } = restore(folder, fresh);
    expect(movedAside).toBeNull();
    expect(restored.sort()).toEqual(['blobs', 'drive', 'fieldops.sqlite', 'oidc-keys.json']);
    expect(await people(fresh)).toEqual(['Before Backup']);
    expect([...((await blobStoreFor({ dataDir: fresh }).get(blob)) ?? [])]).toEqual([0xff, 0xd8, 1, 2, 3]);
    expect(readFileSync(path.join(fresh, 'drive', 'job-7', 'plan.pdf'), 'utf8')).toBe('%PDF-1.4 plan');
    expect((await loadOrCreateKeys(fresh)).signing.kid).toBe(keys.signing.kid);
  });

  it('[OPS-4] a damaged backup is refused before anything is written', async () => {
    const live = newFolder();
    const { blob } = await machine(live);
    const { folder } = await backUp(live, newFolder());
    writeFileSync(path.join(folder, 'blobs', blob), 'not the photo');
    const fresh = newFolder();
    expect(() => restore(folder, fresh)).toThrow(
      new BackupError(`The backup is damaged: blobs/${blob} does not match its manifest`),
    );
    expect(existsSync(path.join(fresh, 'fieldops.sqlite'))).toBe(false);
  });

  it('[OPS-4] data already there is kept: refused without --force, moved aside with it', async () => {
    const live = newFolder();
    await machine(live);
    const { folder } = await backUp(live, newFolder());
    const other = newFolder();
    const { handle, addPerson } = await machine(other);
    await addPerson('Only On The Other Machine');
    await handle.db.destroy();
    handles.splice(handles.indexOf(handle), 1);

    expect(() => restore(folder, other)).toThrow(/already holds data .*--force/);
    expect(await people(other)).toContain('Only On The Other Machine');
    for (const h of handles.splice(0)) await h.db.destroy();

    const { movedAside } = restore(folder, other, { force: true });
    expect(await people(other)).toEqual(['Before Backup']);
    expect(movedAside).not.toBeNull();
    expect(await people(movedAside!)).toContain('Only On The Other Machine');
    expect(existsSync(keysFile(movedAside!))).toBe(true);
  });

  it('[OPS-4] npm run backup and npm run restore do the round trip for the DATA_DIR the server reads', async () => {
    const live = newFolder();
    await machine(live);
    const root = path.resolve(fileURLToPath(import.meta.url), '../../../../..');
    const run = (args: string[], env: Record<string, string>) =>
      execFileSync('npm', ['run', '--silent', ...args], {
        cwd: root,
        env: { ...process.env, ...env },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const target = newFolder();
    const said = run(['backup', '--', '--to', target], { DATA_DIR: live, DATABASE_URL: '' });
    expect(said).toMatch(/^Backed up \d+ files \(\d+ bytes\) of .* to .*fieldops-backup-/m);
    const folder = said.trim().split(' to ').at(-1)!;
    const fresh = newFolder();
    expect(run(['restore', '--', folder], { DATA_DIR: fresh, DATABASE_URL: '' })).toMatch(/^Restored /m);
    expect(await people(fresh)).toEqual(['Before Backup']);
    // On PostgreSQL it copies nothing and says which tools to use.
    expect(() => run(['backup'], { DATA_DIR: live, DATABASE_URL: 'postgres://127.0.0.1:5432/test' })).toThrow(
      /pg_dump/,
    );
  });
});
