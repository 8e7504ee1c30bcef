import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobContent, JobFolder } from '@fieldops/contract';
import { db } from '../db/database';
import { noteJobOpened, readEvictedJobs, readStorageNotices } from '../db/job-storage';
import { readJobReadiness } from '../db/job-readiness';
import type { PhotoCopy } from '../db/photo-copies';
import { reportPdfID } from '../db/report-types';
import { saveCachedPdf } from '../db/reports';
import type { StorageNotice, TimesheetDraft } from '../db/records';
import { writeSetting } from '../db/settings';
import { resetDb } from '../test/db';
import { imageMeta, jobWithSite, savedReport } from '../test/report-fixtures';
import { createJobContentSync } from './job-content';

const job = (jobID: number, status: JobFolder['status'] = 'Open'): JobFolder => ({
  ...jobWithSite(jobID),
  status,
});
const content = (jobID: number, reports: string[], images: string[]): JobContent => ({
  jobID,
  reports: reports.map((ref) => savedReport(ref, jobID, 'cbilling')),
  images: images.map((ref) => ({ ...imageMeta(ref, jobID), takenAt: null, latitude: null, longitude: null })),
});
const bytes = (n: number, type: string) => new Blob([new Uint8Array(n)], { type });
const COPY = 10_000;
const PDF = 100_000;

/** A device whose server answers `answers`, at `now`, with copies of COPY bytes and PDFs of PDF bytes. */
function device(answers: Record<number, JobContent>, now: string) {
  const copied: string[] = [];
  const freed: StorageNotice[] = [];
  const sync = createJobContentSync({
    fetchContent: async (jobs) => jobs.flatMap((id) => (answers[id] ? [answers[id]] : [])),
    fetchPhotoCopy: async (ref) => {
      copied.push(ref);
      return bytes(COPY, 'image/jpeg');
    },
    fetchPdf: (key) => saveCachedPdf(key, bytes(PDF, 'application/pdf')),
    estimate: async () => ({ usage: 0, quota: 10_000_000_000 }),
    now: () => new Date(now),
    onFreed: (notices) => freed.push(...notices),
  });
  return { sync, copied, freed };
}

async function putUnsentWorkOnJob5() {
  await db.reports.put({ ...savedReport('r-5-draft', 5, 'cbilling'), status: 'draft', updatedDate: 'x' });
  await db.reports.put({
    ...savedReport('r-5-wait', 5, 'cbilling'),
    status: 'waiting',
    queueID: 1,
    updatedDate: 'x',
  });
  await db.photos.put({
    referenceCode: 'p-5-own',
    jobID: 5,
    locationNumber: '1',
    sessionId: 's',
    status: 'queued',
    queueID: 1,
    blob: bytes(30_000, 'image/jpeg'),
  });
  await db.updateQueue.put({
    queueID: 1,
    kind: 'http',
    url: '/api/x',
    method: 'POST',
    payload: {},
    taskName: 'x',
    typeObject: 'Report',
    counterTries: 0,
    updatedDate: 'x',
    idempotencyKey: 'k'.repeat(20),
    dependsOn: null,
    lastError: null,
    state: 'waiting',
    owner: null,
  });
  const draft = { owner: 'frank@acme.example', date: '2026-11-02', savedAt: 'x', timesheet: {} };
  await db.timesheetDrafts.put(draft as unknown as TimesheetDraft);
}

describe('storage budget (OFF-4)', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('[OFF-4] with a budget smaller than two jobs, the older closed job’s copies are evicted, the open one’s kept, unsent work and drafts untouched', async () => {
    // Job 5 came first (November 1st) and was made available offline: 2 photo copies and a PDF.
    await db.jobs.put(job(5));
    await db.offlineJobs.put({ jobID: 5 });
    const first = device({ 5: content(5, ['r-5'], ['p-5a', 'p-5b']) }, '2026-11-01T08:00:00Z');
    await first.sync.syncContent([5]);
    await first.sync.download();
    expect((await db.files.get(reportPdfID(5, 'cbilling', 'r-5')))?.blob).toBeInstanceOf(Blob);
    await putUnsentWorkOnJob5();

    // Job 5 is closed; job 6 arrives and is made available offline. The two do not fit together.
    await db.jobs.bulkPut([job(5, 'Closed'), job(6)]);
    await db.offlineJobs.bulkPut([{ jobID: 5 }, { jobID: 6 }]);
    await writeSetting('storageBudget', 2 * (2 * COPY + PDF) - 1);
    const answers = { 5: content(5, ['r-5'], ['p-5a', 'p-5b']), 6: content(6, ['r-6'], ['p-6a', 'p-6b']) };
    const next = device(answers, '2026-11-20T08:00:00Z');
    await next.sync.syncContent([5, 6]);
    await next.sync.download();

    // The open job is whole.
    expect(next.copied.sort()).toEqual(['p-6a', 'p-6b']);
    expect((await readJobReadiness(6)).ready).toBe(true);
    // The closed job's copies went, and the job says so.
    const five: PhotoCopy[] = await db.photos.where('jobID').equals(5).toArray();
    expect(five.filter((p) => p.status === undefined).map((p) => [p.referenceCode, p.blob])).toEqual([
      ['p-5a', undefined],
      ['p-5b', undefined],
    ]);
    expect(await db.files.get(reportPdfID(5, 'cbilling', 'r-5'))).toBeUndefined();
    expect(await readJobReadiness(5)).toMatchObject({ ready: false, photos: { count: 2 } });
    const notice = { jobID: 5, jobNumber: 'J-5', bytes: 2 * COPY + PDF, why: 'closed' };
    expect(next.freed).toEqual([expect.objectContaining(notice)]);
    expect(await readStorageNotices()).toEqual([expect.objectContaining(notice)]);
    // Unsent work and drafts are as they were.
    expect((await db.reports.get('r-5-draft'))?.status).toBe('draft');
    expect(await db.reports.get('r-5-wait')).toMatchObject({ status: 'waiting', queueID: 1 });
    expect((await db.photos.get('p-5-own'))?.blob?.size).toBe(30_000);
    expect(await db.updateQueue.count()).toBe(1);
    expect(await db.timesheetDrafts.count()).toBe(1);
    // The freed job is not downloaded again by itself; opening it brings its copies back.
    await next.sync.download();
    expect(next.copied).toHaveLength(2);
    await noteJobOpened(5);
    expect(await readEvictedJobs()).toEqual([]);
  });

  it('[OFF-4] a job opened lately is never evicted: the job that does not fit waits, said once on the device page', async () => {
    await db.jobs.bulkPut([job(5), job(6)]);
    const first = device({ 5: content(5, [], ['p-5a', 'p-5b']) }, '2026-11-19T08:00:00Z');
    await first.sync.syncContent([5]);
    await first.sync.download();
    await noteJobOpened(5, db, new Date('2026-11-19T09:00:00Z'));
    await writeSetting('storageBudget', 3 * COPY);
    const next = device(
      { 5: content(5, [], ['p-5a', 'p-5b']), 6: content(6, [], ['p-6a', 'p-6b']) },
      '2026-11-20T08:00:00Z',
    );
    await next.sync.syncContent([5, 6]);
    await next.sync.download();
    await next.sync.download();
    expect(next.copied).toEqual([]);
    expect((await db.photos.get('p-5a'))?.blob?.size).toBe(COPY);
    expect(next.freed).toEqual([]);
    expect(await readStorageNotices()).toEqual([expect.objectContaining({ jobID: 6, why: 'full' })]);
  });

  it('[OFF-4] a job not opened for 14 days gives way to a newer one; the default budget is half of the free space', async () => {
    await db.jobs.bulkPut([job(5), job(6)]);
    const first = device({ 5: content(5, [], ['p-5a', 'p-5b']) }, '2026-11-01T08:00:00Z');
    await first.sync.syncContent([5]);
    await first.sync.download();
    // 2 copies here, 2 to come: half of the free 30 kB (15 kB) leaves room for one job's copies only.
    const next = createJobContentSync({
      fetchContent: async (jobs) => jobs.map((id) => content(id, [], [`p-${id}a`, `p-${id}b`])),
      fetchPhotoCopy: async () => bytes(COPY, 'image/jpeg'),
      estimate: async () => ({ usage: 970_000, quota: 1_000_000 }),
      now: () => new Date('2026-11-20T08:00:00Z'),
      onFreed: () => undefined,
    });
    await next.syncContent([5, 6]);
    await next.download();
    expect((await db.photos.get('p-5a'))?.blob).toBeUndefined();
    expect((await db.photos.get('p-6a'))?.blob?.size).toBe(COPY);
    expect(await readStorageNotices()).toEqual([expect.objectContaining({ jobID: 5, why: 'unopened' })]);
  });

  it('[OFF-4] a job closed or reassigned on the server loses its copies at the next sync, and the device says what was freed', async () => {
    await db.jobs.bulkPut([job(5), job(6)]);
    await db.offlineJobs.bulkPut([{ jobID: 5 }, { jobID: 6 }]);
    const answers = { 5: content(5, ['r-5'], ['p-5a']), 6: content(6, ['r-6'], ['p-6a']) };
    const first = device(answers, '2026-11-01T08:00:00Z');
    await first.sync.syncContent([5, 6]);
    await first.sync.download();
    await putUnsentWorkOnJob5();
    await db.jobs.delete(5); // the delta no longer lists it
    const next = device(answers, '2026-11-02T08:00:00Z');
    await next.sync.syncContent([6]);
    const notice = { jobID: 5, jobNumber: 'J-5', bytes: COPY + PDF, why: 'gone' };
    expect(next.freed).toEqual([expect.objectContaining(notice)]);
    expect(await readStorageNotices()).toEqual([expect.objectContaining(notice)]);
    expect((await db.photos.get('p-6a'))?.blob?.size).toBe(COPY);
    expect((await db.photos.get('p-5-own'))?.blob?.size).toBe(30_000);
    expect((await db.reports.get('r-5-draft'))?.status).toBe('draft');
  });
});
