// The local drive under concurrent requests (FILES-4): the file system calls are the real ones,
// with hooks that run another request at the worst moment, so each race happens every time.
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { tempDir } from '../../test/harness.js';
import { INDEX_FILE, localDrive } from './local-drive.js';

const hooks = vi.hoisted(() => ({
  beforeReaddir: null as null | (() => Promise<unknown>),
  afterFileRename: null as null | (() => Promise<unknown>),
  failIndexWrites: 0,
  slowSecondIndexRead: false,
  indexReads: 0,
}));

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const isIndex = (file: unknown) => path.basename(String(file)).startsWith('.index.json');
  return {
    ...real,
    readdir: (async (...args: Parameters<typeof real.readdir>) => {
      const hook = hooks.beforeReaddir;
      hooks.beforeReaddir = null;
      if (hook) await hook();
      return real.readdir(...args);
    }) as typeof real.readdir,
    rename: async (from: string, to: string) => {
      await real.rename(from, to);
      const hook = isIndex(to) ? null : hooks.afterFileRename;
      hooks.afterFileRename = null;
      if (hook) await hook();
    },
    writeFile: (async (...args: Parameters<typeof real.writeFile>) => {
      if (isIndex(args[0]) && hooks.failIndexWrites > 0) {
        hooks.failIndexWrites -= 1;
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      }
      return real.writeFile(...args);
    }) as typeof real.writeFile,
    readFile: (async (...args: Parameters<typeof real.readFile>) => {
      const value = await real.readFile(...args);
      if (isIndex(args[0]) && hooks.slowSecondIndexRead && ++hooks.indexReads === 2) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return value;
    }) as typeof real.readFile,
  };
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the local drive under concurrent requests', () => {
  it('[FILES-4] a folder made while its parent is being listed keeps its id', async () => {
    const drive = localDrive(tempDir());
    const crew = await drive.createFolder(null, 'ER-2026-0001');
    let permits = '';
    hooks.beforeReaddir = async () => {
      permits = (await drive.createFolder(crew.id, 'Permits')).id;
    };
    const listing = (await drive.list(crew.id))!;
    expect(listing.folders.map((f) => f.id)).toEqual([permits]);
    expect(await drive.folder(permits)).toMatchObject({ name: 'Permits', parentID: crew.id });
    expect((await drive.list(crew.id))!.folders.map((f) => f.id)).toEqual([permits]);
  });

  it('[FILES-4] a listing while a file is being uploaded never gives the file an id of its own', async () => {
    const drive = localDrive(tempDir());
    const folder = await drive.createFolder(null, 'Job');
    let during: string[] = [];
    hooks.afterFileRename = async () => {
      during = (await drive.list(folder.id))!.files.map((f) => f.id);
    };
    const uploaded = await drive.uploadFile(folder.id, 'log.txt', 'text/plain', bytes('done'));
    expect(during.every((id) => id === uploaded.id)).toBe(true);
    expect((await drive.list(folder.id))!.files.map((f) => f.id)).toEqual([uploaded.id]);
    expect(await drive.file(uploaded.id)).toMatchObject({ name: 'log.txt', size: 4 });
  });

  it('[FILES-4] two first requests at once read the index once: neither loses the other', async () => {
    const root = tempDir();
    await localDrive(root).createFolder(null, 'Existing');
    const fresh = localDrive(root);
    hooks.slowSecondIndexRead = true;
    hooks.indexReads = 0;
    try {
      const made = await Promise.all([fresh.createFolder(null, 'A'), fresh.createFolder(null, 'B')]);
      const again = localDrive(root);
      for (const folder of made) expect(await again.folder(folder.id)).not.toBeNull();
    } finally {
      hooks.slowSecondIndexRead = false;
    }
  });

  it('[FILES-4] a failed index write does not stop the writes after it', async () => {
    const root = tempDir();
    const drive = localDrive(root);
    hooks.failIndexWrites = 1;
    await expect(drive.createFolder(null, 'Lost')).rejects.toThrow(/no space/);
    const kept = await drive.createFolder(null, 'Kept');
    const index = JSON.parse(readFileSync(path.join(root, INDEX_FILE), 'utf8')) as {
      items: Record<string, unknown>;
    };
    expect(Object.keys(index.items)).toContain(kept.id);
  });

  it('[FILES-4] a file replaced by a link to a place outside the drive is not read', async () => {
    const root = tempDir();
    const drive = localDrive(root);
    const folder = await drive.createFolder(null, 'Job');
    const file = await drive.uploadFile(folder.id, 'plan.txt', 'text/plain', bytes('plan'));
    const secret = path.join(tempDir(), 'secret.txt');
    writeFileSync(secret, 'outside the drive');
    const onDisk = path.join((await drive.folderPath(folder.id))!, `${file.id}.txt`);
    rmSync(onDisk);
    symlinkSync(secret, onDisk);
    expect(await drive.read(file.id)).toBeNull();
    expect(await drive.file(file.id)).toBeNull();
    // A folder replaced by a link to another directory is not listed either.
    const sub = await drive.createFolder(folder.id, 'Sub');
    const subPath = (await drive.folderPath(sub.id))!;
    rmSync(subPath, { recursive: true });
    symlinkSync(path.dirname(secret), subPath);
    expect(await drive.list(sub.id)).toBeNull();
  });
});
