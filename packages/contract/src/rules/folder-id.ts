import { FOLDER_ID_MIN_LENGTH } from '../constants.js';

export type FolderIdResult =
  { ok: true; folderID: string } | { ok: false; reason: 'too-short' | 'foreign-url' | 'empty' };

const DRIVE_HOSTS = new Set(['drive.google.com']);

/**
 * SYNC-9: a cloud-drive folder URL has its prefix stripped to give the id; URLs of any other
 * site are refused; ids shorter than 10 characters are rejected.
 */
export function parseFolderId(input: string): FolderIdResult {
  const text = input.trim();
  if (!text) return { ok: false, reason: 'empty' };
  let id = text;
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return { ok: false, reason: 'foreign-url' };
    }
    const match = /\/folders\/([^/?#]+)/.exec(url.pathname);
    if (!DRIVE_HOSTS.has(url.hostname) || !match?.[1]) return { ok: false, reason: 'foreign-url' };
    id = match[1];
  }
  if (id.length < FOLDER_ID_MIN_LENGTH) return { ok: false, reason: 'too-short' };
  return { ok: true, folderID: id };
}

/**
 * SYNC-6: the spec's "id below 1" for string ids. Ids of the old app were numbers and ids below 1
 * were placeholders (0, or a negative temporary id of a folder made offline). A folder id here is
 * ignored by the folder sync when it is empty, reads as a number below 1 ('0', '-3'), or breaks
 * the SYNC-9 length rule: none of these can name a folder on the drive.
 */
export function isSyncableFolderId(id: string): boolean {
  const text = id.trim();
  if (!text) return false;
  if (/^-?\d+(\.\d+)?$/.test(text) && Number(text) < 1) return false;
  return text.length >= FOLDER_ID_MIN_LENGTH;
}
