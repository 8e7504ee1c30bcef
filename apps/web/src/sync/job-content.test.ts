import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobContent, JobFolder } from '@fieldops/contract';
import { db } from '../db/database';
import { jobsLackingContent } from '../db/job-content';
import type { PhotoCopy } from '../db/photo-copies';
import { saveCachedPdf } from '../db/reports';
import { clearUserCache } from '../db/local-database';
import { resetDb } from '../test/db';
import { imageMeta, jobWithSite, jpegBlob, savedReport } from '../test/report-fixtures';
import { createJobContentSync } from './job-content';

const job = (jobID: number, updatedDate = '2026-01-01T00:00:00.000Z'): JobFolder => ({
  ...jobWithSite(jobID),
  updatedDate,
});
const content = (jobID: number, reports: string[], images: string[]): JobContent => ({
  jobID,
  reports: reports.map((ref) => savedReport(ref, jobID, 'cbilling')),
  images: images.map((ref) => ({ ...imageMeta(ref, jobID), takenAt: null, latitude: null, longitude: null })),
});

function fakeServer(answers: Record<number, JobContent>) {
  const asked: number[][] = [];
  const copies: string[] = [];
  const sync = createJobContentSync({
    fetchContent: async (jobs) => {
      asked.push(jobs);
      return jobs.flatMap((id) => (answers[id] ? [answers[id]] : []));
    },
    fetchPhotoCopy: async (ref) => {
      copies.push(ref);
      return jpegBlob();
    },
    fetchPdf: async (key) => saveCachedPdf(key, new Blob(['%PDF'], { type: 'application/pdf' })),
  });
  return { sync, asked, copies };
}

describe('job content sync (OFF-2)', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("[OFF-2] stores the job's reports as sent and its photos' small copies; asks again only when the job moves", async () => {
    await db.jobs.bulkPut([job(5), job(6)]);
    const server = fakeServer({ 5: content(5, ['r-a', 'r-b'], ['p-a']), 6: content(6, [], ['p-b']) });
    await server.sync.syncContent([5, 6]);
    await server.sync.download();
    expect(server.asked).toEqual([[5, 6]]);
    expect(await db.reports.get('r-a')).toMatchObject({
      status: 'sent',
      jobID: 5,
      createdByUser: expect.any(String),
    });
    expect(await db.reports.where('jobID').equals(5).count()).toBe(2);
    const copy: PhotoCopy | undefined = await db.photos.get('p-a');
    expect(copy?.status).toBeUndefined();
    expect(copy?.blob).toBeInstanceOf(Blob);
    expect(server.copies.sort()).toEqual(['p-a', 'p-b']);
    // Nothing moved: nothing asked. Job 5 moves: only it is asked again.
    await server.sync.syncContent([5, 6]);
    expect(server.asked).toHaveLength(1);
    await db.jobs.put(job(5, '2026-02-01T00:00:00.000Z'));
    expect(await jobsLackingContent()).toEqual([5]);
    await server.sync.syncContent([5, 6]);
    expect(server.asked[1]).toEqual([5]);
  });

  it('[OFF-2] a synced report never overwrites a local draft or a report waiting in the queue; a photo with a task stays', async () => {
    await db.jobs.put(job(5));
    await db.reports.bulkPut([
      {
        ...savedReport('r-draft', 5, 'cbilling'),
        status: 'draft',
        values: { notes: 'typed here' },
        updatedDate: 'x',
      },
      {
        ...savedReport('r-wait', 5, 'cbilling'),
        status: 'waiting',
        queueID: 7,
        values: { notes: 'queued' },
        updatedDate: 'x',
      },
    ]);
    await db.photos.put({
      referenceCode: 'p-q',
      jobID: 5,
      locationNumber: '1',
      sessionId: 's',
      status: 'queued',
      queueID: 8,
      blob: jpegBlob(),
    });
    const server = fakeServer({ 5: content(5, ['r-draft', 'r-wait', 'r-new'], ['p-q']) });
    await server.sync.syncContent([5]);
    await server.sync.download();
    expect(await db.reports.get('r-draft')).toMatchObject({
      status: 'draft',
      values: { notes: 'typed here' },
    });
    expect(await db.reports.get('r-wait')).toMatchObject({ status: 'waiting', queueID: 7 });
    expect((await db.reports.get('r-new'))?.status).toBe('sent');
    expect(await db.photos.get('p-q')).toMatchObject({ status: 'queued', queueID: 8 });
    expect(server.copies).toEqual([]);
  });

  it('[OFF-2] what the user can no longer see goes at the next sync (reports, copies, PDFs), unless unsent work refers to it', async () => {
    await db.jobs.bulkPut([job(5), job(6)]);
    const server = fakeServer({ 5: content(5, ['r-5'], ['p-5']), 6: content(6, ['r-6'], ['p-6', 'p-gone']) });
    await db.offlineJobs.bulkPut([{ jobID: 5 }, { jobID: 6 }]);
    await server.sync.syncContent([5, 6]);
    await server.sync.download();
    expect(await db.files.count()).toBe(2); // both PDFs: every held job keeps them (TRUST-4)
    await db.reports.put({ ...savedReport('r-6-draft', 6, 'cbilling'), status: 'draft', updatedDate: 'x' });
    await db.photos.put({
      referenceCode: 'p-6-own',
      jobID: 6,
      locationNumber: '1',
      sessionId: 's',
      status: 'queued',
      queueID: 3,
    });
    // Job 6 is reassigned; on job 5 a photo was deleted on the server (the job moved).
    await db.jobs.delete(6);
    await db.jobs.put(job(5, '2026-03-01T00:00:00.000Z'));
    const next = fakeServer({ 5: content(5, ['r-5'], []) });
    await next.sync.syncContent([5]);
    expect((await db.reports.toCollection().primaryKeys()).sort()).toEqual(['r-5', 'r-6-draft']);
    expect((await db.photos.toCollection().primaryKeys()).sort()).toEqual(['p-6-own']);
    expect((await db.files.toArray()).map((f) => f.code)).toEqual(['r-5']);
  });

  it('[OFF-2] log out drops the server copies and keeps drafts and photos with a task', async () => {
    await db.jobs.put(job(5));
    await fakeServer({ 5: content(5, ['r-5'], ['p-5']) }).sync.syncContent([5]);
    await db.reports.put({ ...savedReport('r-draft', 5, 'cbilling'), status: 'draft', updatedDate: 'x' });
    await db.photos.put({
      referenceCode: 'p-own',
      jobID: 5,
      locationNumber: '1',
      sessionId: 's',
      status: 'queued',
      queueID: 3,
    });
    await clearUserCache();
    expect(await db.reports.toCollection().primaryKeys()).toEqual(['r-draft']);
    expect(await db.photos.toCollection().primaryKeys()).toEqual(['p-own']);
    expect(await db.jobContentSynced.count()).toBe(0);
  });

  it("[OFF-3] [TRUST-4] on an unmetered link today's jobs (the timesheet day) are marked by themselves (first in the downloads); on any link every held job gets its PDFs", async () => {
    await db.jobs.bulkPut([job(5), job(6)]);
    const day = { date: '2026-11-24', foremanID: 1, queueID: null, timesheet: { jobs: [{ jobID: 6 }] } };
    await db.timesheetDays.put(day as never);
    const answers = { 5: content(5, ['r-5'], []), 6: content(6, ['r-6'], []) };
    const pdfs: string[] = [];
    const run = (unmetered: boolean) =>
      createJobContentSync({
        fetchContent: async (jobs) => jobs.map((id) => answers[id as 5 | 6]),
        fetchPdf: async (key) => {
          pdfs.push(key.referenceCode);
          await saveCachedPdf(key, new Blob(['%PDF']));
        },
        unmetered: () => unmetered,
        today: () => '2026-11-24',
      });
    const metered = run(false);
    await metered.syncContent([5, 6]);
    await metered.download();
    expect(pdfs.sort()).toEqual(['r-5', 'r-6']);
    expect(await db.offlineJobs.count()).toBe(0);
    await run(true).download();
    expect(await db.offlineJobs.toCollection().primaryKeys()).toEqual([6]);
  });
});
