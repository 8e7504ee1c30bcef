// OPS-2: the local drive's index in the database: two server instances (two connections on one
// database, one drive folder) give every folder and file the same id, and an index file written by
// an older server is imported on first start.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/harness.js';
import { migratedDatabase, type MigratedDatabase } from '../../test/migrated-database.js';
import { databaseDriveIndex, IMPORTED_INDEX_FILE } from './drive-index-database.js';
import { INDEX_FILE, localDrive } from './local-drive.js';

const bytes = (text: string) => new TextEncoder().encode(text);
let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedDatabase();
});
afterAll(() => database?.close());

describe('the local drive index in the database', () => {
  it('[OPS-2] two instances on one database and drive folder agree on every id, hand-dropped files included', async () => {
    const root = tempDir();
    const first = localDrive(root, databaseDriveIndex(database.db, root));
    const second = localDrive(root, databaseDriveIndex(await database.another(), root));
    const folder = await first.createFolder(null, 'ER-2026-0001');
    const file = await first.uploadFile(folder.id, 'permit.txt', 'text/plain', bytes('lane closure'));
    expect(await second.file(file.id)).toMatchObject({ name: 'permit.txt', size: 12 });
    expect(new TextDecoder().decode((await second.read(file.id))!)).toBe('lane closure');

    // A file dropped by hand: both instances list it at once, and it gets one id.
    writeFileSync(path.join((await first.folderPath(folder.id))!, 'dropped.pdf'), '%PDF-1.4\n%%EOF');
    const [a, b] = await Promise.all([first.list(folder.id), second.list(folder.id)]);
    const idOf = (listing: typeof a) => listing!.files.find((f) => f.name === 'dropped.pdf')!.id;
    expect(idOf(a)).toBe(idOf(b));
    expect((await second.list(folder.id))!.files.map((f) => f.name)).toEqual(['dropped.pdf', 'permit.txt']);
    // Nothing went to an index file.
    expect(existsSync(path.join(root, INDEX_FILE))).toBe(false);
  });

  it('[OPS-2] an existing .index.json is imported into the table on first start: its ids keep working', async () => {
    const root = tempDir();
    const old = localDrive(root); // the index file, as an older server kept it
    const folder = await old.createFolder(null, 'Job');
    const file = await old.uploadFile(folder.id, 'plan.txt', 'text/plain', bytes('plan'));
    expect(existsSync(path.join(root, INDEX_FILE))).toBe(true);

    const upgraded = localDrive(root, databaseDriveIndex(database.db, root));
    expect(await upgraded.folder(folder.id)).toMatchObject({ name: 'Job', parentID: null });
    expect(await upgraded.file(file.id)).toMatchObject({ name: 'plan.txt', size: 4 });
    expect(existsSync(path.join(root, INDEX_FILE))).toBe(false);
    expect(existsSync(path.join(root, IMPORTED_INDEX_FILE))).toBe(true);
    // Another instance starting later finds the rows, not the file, and the same ids.
    const later = localDrive(root, databaseDriveIndex(await database.another(), root));
    expect((await later.list(folder.id))!.files.map((f) => f.id)).toEqual([file.id]);
  });

  it('[OPS-2] ids from requests stay keys only: traversal and unknown ids find nothing', async () => {
    const root = tempDir();
    mkdirSync(root, { recursive: true });
    const drive = localDrive(root, databaseDriveIndex(database.db, root));
    await drive.createFolder(null, 'Job');
    for (const id of ['../secret.txt', `x' or '1'='1`, 'x'.repeat(10), IMPORTED_INDEX_FILE]) {
      expect(await drive.file(id)).toBeNull();
      expect(await drive.list(id)).toBeNull();
    }
  });
});
