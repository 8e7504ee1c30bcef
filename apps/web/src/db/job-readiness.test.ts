import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './database';
import { markJobOffline, readJobReadiness } from './job-readiness';
import { saveCachedPdf } from './reports';
import { resetDb } from '../test/db';
import { jobWithSite, jpegBlob, savedReport } from '../test/report-fixtures';

describe('ready offline (OFF-3)', () => {
  beforeEach(resetDb);

  it('[OFF-3] says what is missing with its size, and "ready" once everything is on the device', async () => {
    const job = jobWithSite(5);
    await db.jobs.put(job);
    await db.trackedFolders.put({
      folderID: 'f-5',
      jobID: 5,
      jobNumber: 'J-5',
      status: 'Synced',
      updatedDate: 'x',
    } as never);
    const doc = {
      id: 'd-1',
      name: 'plan.pdf',
      mimeType: 'application/pdf',
      size: 2048,
      tag: 'new',
      path: '',
      relativePath: '',
      rootFolderID: 'f-5',
      parentFolderID: 'f-5',
      parents: [],
      modifiedDate: 'x',
      jobID: 5,
    } as const;
    await db.files.put({ ...doc, parents: [] });
    await db.photos.put({
      referenceCode: 'p-1',
      jobID: 5,
      locationNumber: '1',
      sessionId: '',
      serverBytes: 400_000,
      width: 2048,
    } as never);
    await db.reports.put({ ...savedReport('r-1', 5, 'cbilling'), status: 'sent', updatedDate: 'x' });
    let readiness = await readJobReadiness(5);
    expect(readiness).toMatchObject({
      ready: false,
      data: true,
      documents: { count: 1, bytes: 2048 },
      photos: { count: 1, bytes: Math.round(400_000 * (320 / 2048) ** 2) },
      pdfs: { count: 1 },
      marked: false,
    });
    await db.jobContentSynced.put({ jobID: 5, updatedDate: job.updatedDate });
    await db.files.update('d-1', { blob: new Blob(['%PDF']) });
    await db.photos.update('p-1', { blob: jpegBlob() });
    await saveCachedPdf({ jobID: 5, template: 'cbilling', referenceCode: 'r-1' }, new Blob(['%PDF']));
    await markJobOffline(5);
    readiness = await readJobReadiness(5);
    expect(readiness).toMatchObject({ ready: true, data: false, marked: true });
  });
});
