import { describe, expect, it, vi } from 'vitest';
import { toFileInfo } from './google-drive.js';
import {
  createFolderRequest,
  downloadRequest,
  listRequest,
  metadataRequest,
  tokenRequest,
  uploadRequest,
} from './google-requests.js';

const TOKEN = 'ya29.token';
const FOLDER = '1AbCdEfGhIjKlMnOp';

describe('Google Drive requests (built without the network)', () => {
  it('[FILES-4] lists a folder with a parents query, all drives and paging', () => {
    const request = listRequest(TOKEN, FOLDER, 'page-2');
    const url = new URL(request.url);
    expect(url.origin + url.pathname).toBe('https://www.googleapis.com/drive/v3/files');
    expect(url.searchParams.get('q')).toBe(`'${FOLDER}' in parents and trashed = false`);
    expect(url.searchParams.get('pageToken')).toBe('page-2');
    expect(url.searchParams.get('supportsAllDrives')).toBe('true');
    expect(url.searchParams.get('includeItemsFromAllDrives')).toBe('true');
    expect(request.init).toMatchObject({ method: 'GET', headers: { Authorization: `Bearer ${TOKEN}` } });
  });

  it('[FILES-4] metadata and download address the file by id; alt=media for bytes', () => {
    expect(new URL(metadataRequest(TOKEN, FOLDER).url).pathname).toBe(`/drive/v3/files/${FOLDER}`);
    const download = new URL(downloadRequest(TOKEN, FOLDER).url);
    expect(download.searchParams.get('alt')).toBe('media');
  });

  it('[FILES-4] refuses ids that could break out of the query or the path', () => {
    for (const id of ["x' or name contains 'a", '../../files', 'a/b/c/d/e/f', 'short']) {
      expect(() => listRequest(TOKEN, id)).toThrow(/drive id/);
      expect(() => metadataRequest(TOKEN, id)).toThrow(/drive id/);
    }
  });

  it('[FILES-4] creates a folder and uploads multipart/related with the metadata first', async () => {
    const folder = createFolderRequest(TOKEN, FOLDER, 'Permits');
    expect(JSON.parse(folder.init.body as string)).toEqual({
      name: 'Permits',
      mimeType: 'application/vnd.google-apps.folder',
      parents: [FOLDER],
    });
    const upload = uploadRequest(
      TOKEN,
      FOLDER,
      'plan.pdf',
      'application/pdf',
      new Uint8Array([37, 80, 68, 70]),
      'b0',
    );
    expect(new URL(upload.url).searchParams.get('uploadType')).toBe('multipart');
    expect(upload.init.headers['Content-Type']).toBe('multipart/related; boundary=b0');
    const body = new TextDecoder().decode(upload.init.body as Uint8Array);
    expect(body).toContain('"name":"plan.pdf"');
    expect(body).toContain('Content-Type: application/pdf\r\n\r\n%PDF\r\n--b0--');
  });

  it('[FILES-4] exchanges a signed assertion for a token and maps file fields', () => {
    const token = tokenRequest('header.payload.signature');
    expect(new URLSearchParams(token.init.body as string).get('grant_type')).toBe(
      'urn:ietf:params:oauth:grant-type:jwt-bearer',
    );
    expect(
      toFileInfo({
        id: FOLDER,
        name: 'a.pdf',
        mimeType: 'application/pdf',
        size: '42',
        modifiedTime: '2026-01-01T00:00:00.000Z',
        md5Checksum: 'abc',
        parents: ['p1p1p1p1p1p1'],
      }),
    ).toEqual({
      id: FOLDER,
      name: 'a.pdf',
      mimeType: 'application/pdf',
      size: 42,
      modifiedDate: '2026-01-01T00:00:00.000Z',
      parentID: 'p1p1p1p1p1p1',
      etag: '"abc"',
    });
  });
  it('[FILES-4] the multipart boundary is random and never occurs in the uploaded bytes', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    try {
      // The old boundary was the time: a file could carry it and end its own part early.
      const bytes = new TextEncoder().encode(`--fieldops${Date.now().toString(36)}--\r\n`);
      const first = uploadRequest(TOKEN, FOLDER, 'a.txt', 'text/plain', bytes);
      const second = uploadRequest(TOKEN, FOLDER, 'a.txt', 'text/plain', bytes);
      const boundaryOf = (request: typeof first) =>
        /boundary=(.+)$/.exec(request.init.headers['Content-Type']!)![1]!;
      expect(boundaryOf(first)).not.toBe(boundaryOf(second));
      for (const request of [first, second]) {
        expect(new TextDecoder().decode(bytes)).not.toContain(boundaryOf(request));
      }
    } finally {
      now.mockRestore();
    }
  });
});
