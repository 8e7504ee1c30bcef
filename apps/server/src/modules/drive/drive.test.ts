import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DriveFileMeta, DriveFolderListing, FOLDER_UPLOAD_MAX_BYTES } from '@fieldops/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FOLDER_ID } from '../../demo/seed-drive.js';
import { apiCall, command, signIn, startTestServer, type TestServer } from '../../test/harness.js';
import {
  assignedOpenJobIDs,
  CARLOS,
  FRANK,
  GRACE,
  foreignOpenJobID,
  runProcedure,
} from '../../test/jobs-fixtures.js';

let server: TestServer;
let frank: string;
let carlos: string;
let grace: string;
beforeAll(async () => {
  server = await startTestServer();
  [frank, carlos, grace] = await Promise.all([
    signIn(server, FRANK),
    signIn(server, CARLOS),
    signIn(server, GRACE),
  ]);
});
afterAll(() => server?.close());

const get = (sid: string, url: string, headers: Record<string, string> = {}) =>
  server.app.inject(apiCall(sid, 'GET', url, undefined, headers));
const listing = async (sid: string, id: string) => {
  const answer = await get(sid, `/api/drive/Folder/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return DriveFolderListing.parse(answer.json());
};
const upload = (sid: string, parent: string, body: Record<string, unknown>) =>
  server.app.inject(apiCall(sid, 'POST', `/api/filemanager/folder/${parent}/base64`, body));
/** Every file on the drive's disk but its index. */
const driveFiles = () =>
  readdirSync(path.join(server.dataDir, 'drive'), { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && !e.name.startsWith('.'),
  ).length;
const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

describe('drive folders and their files', () => {
  it("[FILES-1] the device folders are the user's job folders; the demo folder joins once tracked", async () => {
    const folders = await runProcedure(server, frank, 'GetDeviceFolders', {});
    const jobFolders = folders.filter((f) => f.jobID !== null);
    expect(jobFolders).toHaveLength(2);
    const mine = new Set(await assignedOpenJobIDs(server, FRANK));
    for (const f of jobFolders) expect(mine.has(f.jobID!)).toBe(true);
    expect(folders.some((f) => f.folderID === DEMO_FOLDER_ID)).toBe(false);

    const tracked = await runProcedure(server, frank, 'TrackFolder', { folderID: DEMO_FOLDER_ID });
    expect(tracked).toMatchObject({
      folderID: DEMO_FOLDER_ID,
      name: 'Safety library',
      jobID: null,
      tracked: true,
    });
    expect((await runProcedure(server, frank, 'GetTrackedFolders', {})).map((f) => f.folderID)).toEqual([
      DEMO_FOLDER_ID,
    ]);
    const list = await listing(frank, DEMO_FOLDER_ID);
    expect(list.files.map((f) => f.name).sort()).toEqual(
      [
        'Cone layout.jpg',
        'Emergency contacts.txt',
        'Old forms.zip',
        'Sign legend.png',
        'Toolbox talk.docx',
        'Trench safety.pdf',
      ].sort(),
    );
  });

  it('[FILES-2] a file answers its bytes with its type and an ETag; the same version answers 304', async () => {
    const list = await listing(frank, DEMO_FOLDER_ID);
    const pdf = list.files.find((f) => f.mimeType === 'application/pdf')!;
    const answer = await get(frank, `/api/drive/JobFolders/file/${pdf.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(answer.rawPayload.length).toBe(pdf.size);
    const etag = String(answer.headers.etag);
    expect(
      (await get(frank, `/api/drive/JobFolders/file/${pdf.id}`, { 'if-none-match': etag })).statusCode,
    ).toBe(304);
    const png = list.files.find((f) => f.mimeType === 'image/png')!;
    expect((await get(frank, `/api/drive/JobFolders/file/${png.id}`)).headers['content-type']).toBe(
      'image/png',
    );
  });

  it('[SYNC-8] a file of another type (docx, zip) is not served', async () => {
    const list = await listing(frank, DEMO_FOLDER_ID);
    for (const name of ['Toolbox talk.docx', 'Old forms.zip']) {
      const file = list.files.find((f) => f.name === name)!;
      const answer = await get(frank, `/api/drive/JobFolders/file/${file.id}`);
      expect(answer.statusCode).toBe(415);
      expect(answer.json()).toMatchObject({ error: 'unsupported_media_type' });
    }
  });

  it("[FILES-1] another crew's job folder, and a standalone folder not tracked, answer 404 to everything", async () => {
    const foreignJob = await foreignOpenJobID(server, FRANK);
    const made = await server.app.inject(
      apiCall(grace, 'POST', `/api/job/${foreignJob}/add-folders`, { folders: ['Permits'] }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const foreignFolder = made.json<{ folders: { folderID: string }[] }>().folders[0]!.folderID;
    await listing(grace, foreignFolder);

    const before = driveFiles();
    expect((await get(frank, `/api/drive/Folder/${foreignFolder}`)).statusCode).toBe(404);
    expect(
      (await upload(frank, foreignFolder, { name: 'a.txt', mimeType: 'text/plain', base64: b64('hi') }))
        .statusCode,
    ).toBe(404);
    expect(
      (await server.app.inject(command(frank, 'TrackFolder', { folderID: foreignFolder }))).statusCode,
    ).toBe(404);
    expect(driveFiles()).toBe(before);

    // Carlos has not tracked the demo folder: not his, neither the folder nor its files.
    const file = (await listing(frank, DEMO_FOLDER_ID)).files[0]!;
    expect((await get(carlos, `/api/drive/Folder/${DEMO_FOLDER_ID}`)).statusCode).toBe(404);
    expect((await get(carlos, `/api/drive/JobFolders/file/${file.id}`)).statusCode).toBe(404);
    await runProcedure(server, carlos, 'TrackFolder', { folderID: DEMO_FOLDER_ID });
    expect((await get(carlos, `/api/drive/JobFolders/file/${file.id}`)).statusCode).toBe(200);
    expect(await runProcedure(server, carlos, 'UntrackFolder', { folderID: DEMO_FOLDER_ID })).toEqual({
      ok: true,
      removed: true,
    });
    expect((await get(carlos, `/api/drive/Folder/${DEMO_FOLDER_ID}`)).statusCode).toBe(404);
  });

  it('[SYNC-9] short ids, ids with path characters, unknown folders and unknown drives are refused', async () => {
    expect((await get(frank, '/api/drive/Folder/short')).statusCode).toBe(400);
    expect((await get(frank, '/api/drive/Folder/..%2F..%2F..%2Fetc')).statusCode).toBe(400);
    expect((await get(frank, '/api/drive/JobFolders/file/..%2F.index.json')).statusCode).toBe(400);
    expect((await get(frank, '/api/drive/Folder/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await get(frank, '/api/drive/JobFolders/file/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await get(frank, `/api/dropbox/Folder/${DEMO_FOLDER_ID}`)).statusCode).toBe(404);
    const short = await server.app.inject(command(frank, 'TrackFolder', { folderID: 'abc' }));
    expect(short.statusCode).toBe(400);
    expect(
      (await server.app.inject(command(frank, 'TrackFolder', { folderID: 'BBBBBBBBBBBBBBBB' }))).statusCode,
    ).toBe(404);
  });
});

describe('uploading into a folder', () => {
  it('[FILES-3] a pdf, a png and a text file go into a reachable folder and are listed', async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
        .png()
        .toBuffer(),
    );
    for (const body of [
      { name: 'Daily log.pdf', mimeType: 'application/pdf', base64: b64(PDF) },
      { name: 'Marker', mimeType: 'image/png', base64: `data:image/png;base64,${b64(png)}` },
      { name: 'Note.txt', mimeType: 'text/plain', base64: b64('Backfill done.\n') },
    ]) {
      const answer = await upload(frank, DEMO_FOLDER_ID, body);
      expect(answer.statusCode, answer.body).toBe(200);
      const meta = DriveFileMeta.parse(answer.json());
      expect(meta).toMatchObject({
        name: body.name,
        mimeType: body.mimeType,
        parentFolderID: DEMO_FOLDER_ID,
      });
      const bytes = await get(frank, `/api/drive/JobFolders/file/${meta.id}`);
      expect(bytes.headers['content-type']).toContain(body.mimeType);
    }
    const names = (await listing(frank, DEMO_FOLDER_ID)).files.map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['Daily log.pdf', 'Marker', 'Note.txt']));
  });

  it('[FILES-3] bytes not of the declared type, oversize files, bad names and bad base64: 4xx, nothing stored', async () => {
    const before = driveFiles();
    const cases: [Record<string, unknown>, number][] = [
      [
        { name: 'fake.pdf', mimeType: 'application/pdf', base64: b64('<html><script>alert(1)</script>') },
        415,
      ],
      [{ name: 'fake.png', mimeType: 'image/png', base64: b64(PDF) }, 415],
      [{ name: 'fake.jpg', mimeType: 'image/jpeg', base64: b64('\xff\xd8\xffnot really') }, 415],
      [{ name: 'bin.txt', mimeType: 'text/plain', base64: b64(new Uint8Array([80, 75, 3, 4, 0, 0])) }, 415],
      [{ name: 'page.html', mimeType: 'text/html', base64: b64('<p>') }, 400],
      [{ name: '../escape.txt', mimeType: 'text/plain', base64: b64('x') }, 400],
      [{ name: 'ok.txt', mimeType: 'text/plain', base64: 'not base64!!' }, 400],
      [{ name: 'ok.txt', mimeType: 'text/plain', base64: `data:application/pdf;base64,${b64('x')}` }, 400],
      [
        {
          name: 'big.txt',
          mimeType: 'text/plain',
          base64: 'QUFB'.repeat(Math.ceil(FOLDER_UPLOAD_MAX_BYTES / 3) + 1_000),
        },
        400,
      ],
      // Past the route's body limit: refused before the body is read.
      [
        {
          name: 'huge.txt',
          mimeType: 'text/plain',
          base64: 'QUFB'.repeat(Math.ceil(FOLDER_UPLOAD_MAX_BYTES / 3) + 40_000),
        },
        413,
      ],
    ];
    for (const [body, status] of cases) {
      const answer = await upload(frank, DEMO_FOLDER_ID, body);
      expect(answer.statusCode, `${String(body.name)}: ${answer.body}`).toBe(status);
      expect(answer.json()).toHaveProperty('message');
    }
    // Just over the byte limit but inside the base64 schema: 413 from the decoded size.
    const over = await upload(frank, DEMO_FOLDER_ID, {
      name: 'over.txt',
      mimeType: 'text/plain',
      base64: b64(new Uint8Array(FOLDER_UPLOAD_MAX_BYTES + 1).fill(65)),
    });
    expect(over.statusCode).toBe(413);
    expect(driveFiles()).toBe(before);
  });
});

describe('job folders on the drive', () => {
  it('[FILES-4] add-folders makes real drive folders in the job folder, listed for the crew', async () => {
    const [jobID] = await assignedOpenJobIDs(server, FRANK);
    const made = await server.app.inject(
      apiCall(frank, 'POST', `/api/job/${jobID}/add-folders`, { folders: ['Photos', 'Reports'] }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const folders = made.json<{ folders: { folderID: string; name: string }[] }>().folders;
    for (const f of folders) {
      expect(f.folderID.length).toBeGreaterThanOrEqual(10);
      expect((await listing(frank, f.folderID)).jobID).toBe(jobID);
    }
    const device = await runProcedure(server, frank, 'GetDeviceFolders', {});
    expect(device.filter((f) => f.jobID === jobID).map((f) => f.name)).toEqual(
      expect.arrayContaining(['Photos', 'Reports']),
    );
    const crewFolder = device.find((f) => f.jobID === jobID && f.name !== 'Photos' && f.name !== 'Reports')!;
    expect((await listing(frank, crewFolder.folderID)).folders.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Photos', 'Reports']),
    );
  });
});
