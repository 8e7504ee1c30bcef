import { existsSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/harness.js';
import { isDriveID } from './drive-adapter.js';
import { INDEX_FILE, localDrive } from './local-drive.js';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the local drive', () => {
  it('[FILES-4] creates folders, uploads files and lists them with opaque ids, types and sizes', async () => {
    const root = tempDir();
    const drive = localDrive(root);
    const folder = await drive.createFolder(null, 'ER-2026-0001');
    expect(isDriveID(folder.id)).toBe(true);
    const sub = await drive.createFolder(folder.id, 'Permits');
    const file = await drive.uploadFile(sub.id, 'permit.txt', 'text/plain', bytes('lane closure'));
    expect(file).toMatchObject({ name: 'permit.txt', mimeType: 'text/plain', size: 12, parentID: sub.id });
    expect(file.id.length).toBeGreaterThanOrEqual(10);

    const listing = await drive.list(folder.id);
    expect(listing?.folders).toEqual([{ id: sub.id, name: 'Permits', parentID: folder.id }]);
    expect((await drive.list(sub.id))?.files.map((f) => f.id)).toEqual([file.id]);
    expect(new TextDecoder().decode((await drive.read(file.id))!)).toBe('lane closure');
    // A fresh adapter on the same folder reads the same ids from the index file.
    const again = localDrive(root);
    expect((await again.file(file.id))?.name).toBe('permit.txt');
  });

  it('[FILES-4] an id is only a key: traversal and unknown ids find nothing and touch no path', async () => {
    const root = tempDir();
    const drive = localDrive(root);
    const folder = await drive.createFolder(null, 'Job');
    writeFileSync(path.join(path.dirname(root), 'secret.txt'), 'outside');
    for (const id of [
      '../secret.txt',
      '..%2Fsecret.txt',
      '/etc/passwd',
      `${folder.id}/../..`,
      'short',
      'x'.repeat(10),
      INDEX_FILE,
    ]) {
      expect(await drive.file(id)).toBeNull();
      expect(await drive.read(id)).toBeNull();
      expect(await drive.list(id)).toBeNull();
    }
    // A folder id is not a file id, and the other way round.
    expect(await drive.file(folder.id)).toBeNull();
  });

  it('[FILES-4] a file changed, added or removed on the disk by hand shows in the next listing', async () => {
    const drive = localDrive(tempDir());
    const folder = await drive.createFolder(null, 'Job');
    const dir = (await drive.folderPath(folder.id))!;
    const file = await drive.uploadFile(folder.id, 'plan.txt', 'text/plain', bytes('v1'));
    const onDisk = readdirSync(dir).find((name) => name.startsWith(file.id))!;
    writeFileSync(path.join(dir, onDisk), 'version 2');
    utimesSync(path.join(dir, onDisk), new Date(), new Date(Date.now() + 5_000));
    writeFileSync(path.join(dir, 'dropped.pdf'), '%PDF-1.4\n%%EOF');
    const listing = (await drive.list(folder.id))!;
    const changed = listing.files.find((f) => f.id === file.id)!;
    expect(changed.size).toBe(9);
    expect(changed.modifiedDate).not.toBe(file.modifiedDate);
    expect(changed.etag).not.toBe(file.etag);
    expect(listing.files.find((f) => f.name === 'dropped.pdf')?.mimeType).toBe('application/pdf');

    const { rmSync } = await import('node:fs');
    rmSync(path.join(dir, onDisk));
    expect((await drive.list(folder.id))!.files.map((f) => f.name)).toEqual(['dropped.pdf']);
    expect(await drive.file(file.id)).toBeNull();
    expect(existsSync(path.join(dir, INDEX_FILE))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(path.dirname(dir), INDEX_FILE), 'utf8'))).toHaveProperty(
      'items',
    );
  });
});
