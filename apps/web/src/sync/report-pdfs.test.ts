import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobContent, JobFolder } from '@fieldops/contract';
import { db } from '../db/database';
import { notePdfRevision } from '../db/job-content';
import { readJobReadiness } from '../db/job-readiness';
import { noteJobOpened } from '../db/job-storage';
import { type PdfKey, saveCachedPdf } from '../db/reports';
import { readStorageNotices } from '../db/job-storage';
import { writeSetting } from '../db/settings';
import { resetDb } from '../test/db';
import { jobWithSite, savedReport } from '../test/report-fixtures';
import { createJobContentSync, type JobContentDeps } from './job-content';

const PDF = 100_000;
const job = (jobID: number, updatedDate = '2026-11-20T08:00:00.000Z'): JobFolder => ({
  ...jobWithSite(jobID),
  updatedDate,
});
const content = (jobID: number, reports: string[], revision = 1): JobContent => ({
  jobID,
  reports: reports.map((ref) => ({ ...savedReport(ref, jobID, 'cbilling'), revision })),
  images: [],
});

/** A device whose server holds `answers`; it keeps every PDF it fetches and lists them in order. */
function device(answers: Record<number, JobContent>, deps: JobContentDeps = {}, fetched: string[] = []) {
  const sync = createJobContentSync({
    fetchContent: async (jobs) => jobs.flatMap((id) => (answers[id] ? [answers[id]] : [])),
    fetchPdf: async (key: PdfKey) => {
      fetched.push(key.referenceCode);
      const blob = new Blob([new Uint8Array(PDF)], { type: 'application/pdf' });
      await saveCachedPdf(key, blob);
      await notePdfRevision(key); // as loadReportPdf does
      return { blob, source: 'server' };
    },
    unmetered: () => false,
    estimate: async () => ({ usage: 0, quota: 10_000_000_000 }),
    now: () => new Date('2026-11-20T09:00:00Z'),
    onFreed: () => undefined,
    ...deps,
  });
  return { sync, fetched };
}

describe('report PDFs travel to every device that holds the job (TRUST-4)', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('[TRUST-4] a report sent from another device: its PDF comes after the sync without a tap, and the job reads as on its way, then ready', async () => {
    await db.jobs.put(job(5));
    const before = device({ 5: content(5, []) });
    await before.sync.syncContent([5]);
    expect(await readJobReadiness(5)).toMatchObject({ ready: true, marked: false });

    // The first device sends a report: the job moves on the server, and this device syncs.
    await db.jobs.put(job(5, '2026-11-20T10:00:00.000Z'));
    const after = device({ 5: content(5, ['r-other-device']) });
    await after.sync.syncContent([5]);
    expect(await readJobReadiness(5)).toMatchObject({ ready: false, pdfs: { count: 1 }, coming: true });
    await after.sync.download();
    expect(after.fetched).toEqual(['r-other-device']);
    expect(await readJobReadiness(5)).toMatchObject({ ready: true, pdfs: { count: 0 } });
    expect(await db.offlineJobs.count()).toBe(0);
  });

  it('[TRUST-4] every held job gets its PDFs, marked jobs first, then the most recently opened', async () => {
    await db.jobs.bulkPut([job(5), job(6), job(7)]);
    const answers = { 5: content(5, ['r-5']), 6: content(6, ['r-6']), 7: content(7, ['r-7']) };
    const { sync, fetched } = device(answers);
    await sync.syncContent([5, 6, 7]);
    await db.offlineJobs.put({ jobID: 7 });
    await noteJobOpened(5, db, new Date('2026-11-20T10:00:00Z'));
    await noteJobOpened(6, db, new Date('2026-11-20T11:00:00Z'));
    await sync.download();
    expect(fetched).toEqual(['r-7', 'r-6', 'r-5']);
  });

  it('[TRUST-4] PDFs beyond the storage budget are not fetched: the job that does not fit waits, and does not read as on its way', async () => {
    await db.jobs.bulkPut([job(5), job(6)]);
    const answers = { 5: content(5, ['r-5a', 'r-5b']), 6: content(6, ['r-6']) };
    const { sync, fetched } = device(answers);
    await sync.syncContent([5, 6]);
    await noteJobOpened(5, db, new Date('2026-11-20T08:00:00Z'));
    await noteJobOpened(6, db, new Date('2026-11-20T07:00:00Z'));
    // Room for job 5's two PDFs (guessed at 150 kB each), not for job 6's (150 kB) beside the 200 kB they took.
    await writeSetting('storageBudget', 2 * 150_000 + 10_000);
    await sync.download();
    expect(fetched).toEqual(['r-5a', 'r-5b']);
    expect(await db.files.count()).toBe(2);
    expect(await readStorageNotices()).toEqual([expect.objectContaining({ jobID: 6, why: 'full' })]);
    expect(await readJobReadiness(6)).toMatchObject({ ready: false, pdfs: { count: 1 }, coming: false });
    await sync.download();
    expect(fetched).toHaveLength(2);
  });

  it('[TRUST-4] the PDFs wait until the sync has settled, stop when the device goes offline, and the next run resumes', async () => {
    await db.jobs.bulkPut([job(5), job(6)]);
    let settle = () => {};
    const settled = new Promise<void>((resume) => (settle = resume));
    // The signal goes once the first PDF is kept, and comes back before the next run.
    let reconnected = false;
    const fetched: string[] = [];
    const online = () => fetched.length === 0 || reconnected;
    const answers = { 5: content(5, ['r-5']), 6: content(6, ['r-6']) };
    const { sync } = device(answers, { settled: () => settled, online }, fetched);
    await sync.syncContent([5, 6]);
    await noteJobOpened(5, db, new Date('2026-11-20T08:00:00Z'));

    const run = sync.download();
    await new Promise((resume) => setTimeout(resume, 0));
    expect(fetched).toEqual([]);
    settle();
    await run;
    expect(fetched).toEqual(['r-5']);
    expect(await readJobReadiness(6)).toMatchObject({ pdfs: { count: 1 }, coming: true });

    reconnected = true;
    await sync.download();
    expect(fetched).toEqual(['r-5', 'r-6']);
  });

  it('[TRUST-4] a report saved again on another device: the PDF kept for the older revision is fetched again', async () => {
    await db.jobs.put(job(5));
    const fetched: string[] = [];
    const first = device({ 5: content(5, ['r-5'], 1) }, {}, fetched);
    await first.sync.syncContent([5]);
    await first.sync.download();
    await first.sync.download();
    expect(fetched).toEqual(['r-5']);

    await db.jobs.put(job(5, '2026-11-20T10:00:00.000Z'));
    const next = device({ 5: content(5, ['r-5'], 2) }, {}, fetched);
    await next.sync.syncContent([5]);
    expect(await readJobReadiness(5)).toMatchObject({ pdfs: { count: 1 }, coming: true });
    await next.sync.download();
    expect(fetched).toEqual(['r-5', 'r-5']);
    expect(await readJobReadiness(5)).toMatchObject({ ready: true });
  });
});
