// FILES-4: Google Drive as the drive (DRIVE=google). A service account (its JSON key file named by
// GOOGLE_DRIVE_CREDENTIALS) signs a JWT, exchanges it for an access token kept until a minute
// before it expires, and every call is one of the requests of google-requests.ts over plain fetch.
// New job folders go under GOOGLE_DRIVE_ROOT_FOLDER. Ids are Google's own opaque file ids.
import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import type { DriveAdapter, DriveFileInfo, DriveFolderInfo } from './drive-adapter.js';
import {
  createFolderRequest,
  downloadRequest,
  DRIVE_SCOPE,
  FOLDER_TYPE,
  listRequest,
  metadataRequest,
  TOKEN_URL,
  tokenRequest,
  uploadRequest,
  type DriveRequest,
} from './google-requests.js';

export interface GoogleDriveOptions {
  credentialsFile: string;
  rootFolderID: string;
  fetch?: typeof fetch;
}

interface GoogleFile {
  id: string;
  name: string;
  mimeType: string;
  size?: string;
  modifiedTime?: string;
  md5Checksum?: string;
  version?: string;
  parents?: string[];
  trashed?: boolean;
}

export function toFolderInfo(file: GoogleFile): DriveFolderInfo {
  return { id: file.id, name: file.name, parentID: file.parents?.[0] ?? null };
}

export function toFileInfo(file: GoogleFile): DriveFileInfo {
  return {
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    size: Number(file.size ?? 0),
    modifiedDate: file.modifiedTime ?? new Date(0).toISOString(),
    parentID: file.parents?.[0] ?? '',
    etag: `"${file.md5Checksum ?? file.version ?? file.modifiedTime ?? file.id}"`,
  };
}

export function googleDrive(options: GoogleDriveOptions): DriveAdapter {
  const doFetch = options.fetch ?? fetch;
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now() + 60_000) return token.value;
    const key = JSON.parse(readFileSync(options.credentialsFile, 'utf8')) as {
      client_email: string;
      private_key: string;
    };
    const assertion = await new SignJWT({ scope: DRIVE_SCOPE })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(key.client_email)
      .setAudience(TOKEN_URL)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importPKCS8(key.private_key, 'RS256'));
    const answer = (await send(tokenRequest(assertion))) as { access_token: string; expires_in: number };
    token = { value: answer.access_token, until: Date.now() + answer.expires_in * 1000 };
    return token.value;
  }

  async function send(request: DriveRequest, as: 'json' | 'bytes' = 'json'): Promise<unknown> {
    const response = await doFetch(request.url, request.init as RequestInit);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`Google Drive answered ${response.status}`);
    return as === 'json' ? response.json() : new Uint8Array(await response.arrayBuffer());
  }

  async function metadata(id: string): Promise<GoogleFile | null> {
    const file = (await send(metadataRequest(await accessToken(), id))) as GoogleFile | null;
    return file && !file.trashed ? file : null;
  }

  return {
    kind: 'google',
    async folder(id) {
      const file = await metadata(id);
      return file?.mimeType === FOLDER_TYPE ? toFolderInfo(file) : null;
    },
    async list(id) {
      const folder = await metadata(id);
      if (folder?.mimeType !== FOLDER_TYPE) return null;
      const children: GoogleFile[] = [];
      let pageToken: string | undefined;
      do {
        const page = (await send(listRequest(await accessToken(), id, pageToken))) as {
          files: GoogleFile[];
          nextPageToken?: string;
        };
        children.push(...page.files);
        pageToken = page.nextPageToken;
      } while (pageToken);
      return {
        folder: toFolderInfo(folder),
        files: children.filter((f) => f.mimeType !== FOLDER_TYPE).map(toFileInfo),
        folders: children.filter((f) => f.mimeType === FOLDER_TYPE).map(toFolderInfo),
      };
    },
    async file(id) {
      const file = await metadata(id);
      return file && file.mimeType !== FOLDER_TYPE ? toFileInfo(file) : null;
    },
    async read(id) {
      return (await send(downloadRequest(await accessToken(), id), 'bytes')) as Uint8Array | null;
    },
    async createFolder(parentID, name) {
      const request = createFolderRequest(await accessToken(), parentID ?? options.rootFolderID, name);
      return toFolderInfo((await send(request)) as GoogleFile);
    },
    async uploadFile(parentID, name, mimeType, bytes) {
      const request = uploadRequest(await accessToken(), parentID, name, mimeType, bytes);
      return toFileInfo((await send(request)) as GoogleFile);
    },
  };
}
