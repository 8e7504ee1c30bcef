import { describe, expect, it } from 'vitest';
import { DriveItemID, FolderUpload } from './drive.js';
import { isSyncableFolderId, parseFolderId } from './rules/folder-id.js';

describe('drive ids and uploads', () => {
  it('[SYNC-6] folder ids "below 1" (empty, 0, negative temporary ids) and short ids are not synced', () => {
    for (const id of ['', '  ', '0', '-3', '-17.5', '0.5', 'short'])
      expect(isSyncableFolderId(id), id).toBe(false);
    for (const id of ['safety-library-demo', '1AbCdEfGhIjKlMnOp', '12345678901'])
      expect(isSyncableFolderId(id), id).toBe(true);
  });

  it('[SYNC-9] an id is at least 10 characters of letters, digits, - and _; a Drive address gives its id', () => {
    expect(DriveItemID.safeParse('abc').success).toBe(false);
    expect(DriveItemID.safeParse('../../etc/passwd').success).toBe(false);
    expect(DriveItemID.safeParse('safety-library-demo').success).toBe(true);
    expect(parseFolderId('https://drive.google.com/drive/u/0/folders/1AbCdEfGhIjKlMnOp?usp=sharing')).toEqual(
      {
        ok: true,
        folderID: '1AbCdEfGhIjKlMnOp',
      },
    );
    expect(parseFolderId('https://evil.example/drive/folders/1AbCdEfGhIjKlMnOp')).toEqual({
      ok: false,
      reason: 'foreign-url',
    });
  });

  it('[FILES-3] an upload names a pdf, text, jpeg or png and a plain file name', () => {
    const ok = { name: 'Daily log.pdf', mimeType: 'application/pdf', base64: 'JVBERg==' };
    expect(FolderUpload.safeParse(ok).success).toBe(true);
    expect(FolderUpload.safeParse({ ...ok, mimeType: 'text/html' }).success).toBe(false);
    for (const name of ['../x.pdf', 'a\\b.pdf', '..', 'a\u0000.pdf'])
      expect(FolderUpload.safeParse({ ...ok, name }).success, name).toBe(false);
  });
});
