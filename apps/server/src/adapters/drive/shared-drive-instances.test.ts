// OPS-2: DRIVE=shared through the real server. Two instances with their own DATA_DIR (two
// machines) on one PostgreSQL: a job folder made and a file uploaded through one are listed and
// downloaded through the other. DRIVE=shared needs PostgreSQL, so on SQLite the refusal is tested.
import { DriveFolderListing } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import {
  apiCall,
  createTestDatabase,
  signIn,
  startTestServer,
  tempDir,
  usePostgres,
} from '../../test/harness.js';
import { assignedOpenJobIDs, FRANK } from '../../test/jobs-fixtures.js';

const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

describe('the shared drive on two instances', () => {
  if (usePostgres) {
    it('[OPS-2] a folder and a file made through one instance are listed and read through another', async () => {
      const database = await createTestDatabase();
      const env = { DRIVE: 'shared', BLOB_STORE: 'database' };
      const first = await startTestServer(env, { database });
      const second = await startTestServer(env, { database });
      try {
        const [jobID] = (await assignedOpenJobIDs(first, FRANK)) as [number];
        const onFirst = await signIn(first, FRANK);
        const made = await first.app.inject(
          apiCall(onFirst, 'POST', `/api/job/${jobID}/add-folders`, { folders: ['Reports'] }),
        );
        expect(made.statusCode, made.body).toBe(200);
        const reports = made.json<{ folders: { folderID: string; name: string }[] }>().folders[0]!;
        const uploaded = await first.app.inject(
          apiCall(onFirst, 'POST', `/api/filemanager/folder/${reports.folderID}/base64`, {
            name: 'Daily log.pdf',
            mimeType: 'application/pdf',
            base64: Buffer.from(PDF).toString('base64'),
          }),
        );
        expect(uploaded.statusCode, uploaded.body).toBe(200);

        const onSecond = await signIn(second, FRANK);
        const listed = await second.app.inject(
          apiCall(onSecond, 'GET', `/api/drive/Folder/${reports.folderID}`),
        );
        expect(listed.statusCode, listed.body).toBe(200);
        const files = DriveFolderListing.parse(listed.json()).files;
        expect(files.map((f) => f.name)).toEqual(['Daily log.pdf']);
        const read = await second.app.inject(
          apiCall(onSecond, 'GET', `/api/drive/JobFolders/file/${files[0]!.id}`),
        );
        expect(read.statusCode).toBe(200);
        expect(read.body).toBe(PDF);
      } finally {
        await first.close();
        await second.close();
        await database.drop();
      }
    });
  } else {
    it('[OPS-2] DRIVE=shared is refused at start without PostgreSQL, naming the variable', () => {
      expect(() => loadConfig({ DATA_DIR: tempDir(), DRIVE: 'shared' })).toThrow(/DRIVE.*DATABASE_URL/s);
    });
  }
});
