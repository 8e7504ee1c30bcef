// FILES-4: the Google Drive v3 requests the google drive adapter sends, built as plain data so
// they are tested without the network. Ids go into URLs only after isDriveID (letters, digits,
// - and _), so no id can break out of the query's quotes or the path.
import { randomBytes } from 'node:crypto';
import { isDriveID } from './drive-adapter.js';

export const DRIVE_API = 'https://www.googleapis.com/drive/v3';
export const DRIVE_UPLOAD_API = 'https://www.googleapis.com/upload/drive/v3';
export const TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const DRIVE_SCOPE = 'https://www.googleapis.com/auth/drive';
export const FOLDER_TYPE = 'application/vnd.google-apps.folder';

export const FILE_FIELDS = 'id,name,mimeType,size,modifiedTime,md5Checksum,version,parents,trashed';

export interface DriveRequest {
  url: string;
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string | Uint8Array };
}

function checkedID(id: string): string {
  if (!isDriveID(id)) throw new Error('Not a drive id');
  return id;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
// Shared drives hold most companies' job folders; without these flags they are invisible.
const ALL_DRIVES = { supportsAllDrives: 'true' };

export function metadataRequest(token: string, id: string): DriveRequest {
  const query = new URLSearchParams({ fields: FILE_FIELDS, ...ALL_DRIVES });
  return {
    url: `${DRIVE_API}/files/${checkedID(id)}?${query.toString()}`,
    init: { method: 'GET', headers: auth(token) },
  };
}

export function listRequest(token: string, folderID: string, pageToken?: string): DriveRequest {
  const query = new URLSearchParams({
    q: `'${checkedID(folderID)}' in parents and trashed = false`,
    fields: `nextPageToken,files(${FILE_FIELDS})`,
    pageSize: '1000',
    includeItemsFromAllDrives: 'true',
    ...ALL_DRIVES,
  });
  if (pageToken) query.set('pageToken', pageToken);
  return { url: `${DRIVE_API}/files?${query.toString()}`, init: { method: 'GET', headers: auth(token) } };
}

export function downloadRequest(token: string, id: string): DriveRequest {
  const query = new URLSearchParams({ alt: 'media', ...ALL_DRIVES });
  return {
    url: `${DRIVE_API}/files/${checkedID(id)}?${query.toString()}`,
    init: { method: 'GET', headers: auth(token) },
  };
}

export function createFolderRequest(token: string, parentID: string, name: string): DriveRequest {
  const query = new URLSearchParams({ fields: FILE_FIELDS, ...ALL_DRIVES });
  return {
    url: `${DRIVE_API}/files?${query.toString()}`,
    init: {
      method: 'POST',
      headers: { ...auth(token), 'Content-Type': 'application/json; charset=UTF-8' },
      body: JSON.stringify({ name, mimeType: FOLDER_TYPE, parents: [checkedID(parentID)] }),
    },
  };
}

/** A multipart/related upload: the metadata part, then the bytes (Drive's "multipart" upload). */
export function uploadRequest(
  token: string,
  parentID: string,
  name: string,
  mimeType: string,
  bytes: Uint8Array,
  // Random, so no file can carry it and end its own part early (a time could be guessed).
  boundary = `fieldops${randomBytes(18).toString('hex')}`,
): DriveRequest {
  const query = new URLSearchParams({ uploadType: 'multipart', fields: FILE_FIELDS, ...ALL_DRIVES });
  const metadata = JSON.stringify({ name, mimeType, parents: [checkedID(parentID)] });
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${metadata}\r\n` +
      `--${boundary}\r\nContent-Type: ${mimeType}\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head, 0);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return {
    url: `${DRIVE_UPLOAD_API}/files?${query.toString()}`,
    init: {
      method: 'POST',
      headers: { ...auth(token), 'Content-Type': `multipart/related; boundary=${boundary}` },
      body,
    },
  };
}

/** The OAuth 2.0 JWT-bearer exchange of a service account (RFC 7523). */
export function tokenRequest(assertion: string): DriveRequest {
  const body = new URLSearchParams({
    grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
    assertion,
  }).toString();
  return {
    url: TOKEN_URL,
    init: { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body },
  };
}
