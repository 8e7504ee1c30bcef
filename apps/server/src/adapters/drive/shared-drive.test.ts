// OPS-2: DRIVE=shared on the database of the run: folders and files every instance sees (two
// connections stand for two instances), bytes in the blob store, ids only ever keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase, type MigratedDatabase } from '../../test/migrated-database.js';
import { databaseBlobStore } from '../blobs/database.js';
import { isDriveID } from './drive-adapter.js';
import { sharedDrive } from './shared-drive.js';

const bytes = (text: string) => new TextEncoder().encode(text);
let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedDatabase();
});
afterAll(() => database?.close());

describe('the shared drive', () => {
  it('[OPS-2] folders and files made through one instance are listed and read through another', async () => {
    const first = sharedDrive(database.db, databaseBlobStore(database.db));
    const other = await database.another();
    const second = sharedDrive(other, databaseBlobStore(other));
    const folder = await first.createFolder(null, 'ER-2026-0001');
    expect(isDriveID(folder.id)).toBe(true);
    const permits = await first.createFolder(folder.id, 'Permits');
    const file = await first.uploadFile(permits.id, 'permit.pdf', 'application/pdf', bytes('%PDF-1.4 lane'));
    expect(file).toMatchObject({
      name: 'permit.pdf',
      mimeType: 'application/pdf',
      size: 13,
      parentID: permits.id,
    });

    expect((await second.list(folder.id))!.folders).toEqual([
      { id: permits.id, name: 'Permits', parentID: folder.id },
    ]);
    expect(await second.list(permits.id)).toMatchObject({ files: [file], folders: [] });
    expect(await second.file(file.id)).toEqual(file);
    expect(new TextDecoder().decode((await second.read(file.id))!)).toBe('%PDF-1.4 lane');
    // The bytes are a blob of the store; the drive's tables hold no bytes.
    expect(
      Object.keys(await database.db.selectFrom('drive_files').selectAll().executeTakeFirstOrThrow()),
    ).not.toContain('bytes');
  });

  it('[OPS-2] an id is only a key: unknown, traversal and wrong-kind ids find nothing; a missing parent is refused', async () => {
    const drive = sharedDrive(database.db, databaseBlobStore(database.db));
    const folder = await drive.createFolder(null, 'Job');
    const file = await drive.uploadFile(folder.id, 'a.txt', 'text/plain', bytes('a'));
    for (const id of ['../secret', `x' or '1'='1`, 'x'.repeat(10), file.id]) {
      expect(await drive.folder(id)).toBeNull();
      expect(await drive.list(id)).toBeNull();
    }
    expect(await drive.file(folder.id)).toBeNull();
    expect(await drive.read(folder.id)).toBeNull();
    await expect(drive.uploadFile('x'.repeat(22), 'b.txt', 'text/plain', bytes('b'))).rejects.toThrow(
      /No such folder/,
    );
    await expect(drive.createFolder('x'.repeat(22), 'Sub')).rejects.toThrow(/No such parent/);
  });
});
