// JOB-1..6: the jobs area reads the device database only, live, so every screen works offline.
import { useLiveQuery } from './live-query';
import type { DriveFile, JobFolder } from '@fieldops/contract';
import { readJobNotes } from './comments';
import { type LocalNote, db } from './database';
import type { LocalPhoto } from './report-types';
import { newestFirst } from './time-order';

export type JobOrder = 'newest' | 'oldest';

export function matchesJob(job: JobFolder, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [job.jobNumber, job.address1, job.city].some((field) => field.toLowerCase().includes(q));
}

/** JOB-1: jobs matching `query` (number, address or city), by updatedDate. undefined while loading. */
export function useJobList(query: string, order: JobOrder): JobFolder[] | undefined {
  return useLiveQuery(async () => {
    const byDate = db.jobs.orderBy('updatedDate');
    const jobs = await (order === 'newest' ? byDate.reverse() : byDate).toArray();
    return jobs.filter((job) => matchesJob(job, query));
  }, [query, order]);
}

/** The id a route's job id stands for now: a temporary id is followed to its server id once sent. */
export async function resolveJobID(jobID: number): Promise<number> {
  if (jobID >= 0) return jobID;
  return (await db.tempIDs.get(jobID))?.realID ?? jobID;
}

/** undefined while loading; null when the job is not on this device. */
export function useJob(jobID: number): JobFolder | null | undefined {
  return useLiveQuery(async () => (await db.jobs.get(await resolveJobID(jobID))) ?? null, [jobID]);
}

/** JOB-3: the job's notes, newest first, including those waiting to be sent. */
export function useJobNotes(jobID: number): LocalNote[] | undefined {
  return useLiveQuery(async () => readJobNotes(db, await resolveJobID(jobID)), [jobID]);
}

/** The job's photos on this device, newest first (drafts, queued, sent and those being deleted). */
export function useJobPhotos(jobID: number): LocalPhoto[] | undefined {
  return useLiveQuery(
    async () =>
      db.photos
        .where('jobID')
        .equals(await resolveJobID(jobID))
        .toArray()
        .then((photos) => photos.sort((a, b) => newestFirst(a.createdDate ?? '', b.createdDate ?? ''))),
    [jobID],
  );
}

export function useJobFiles(jobID: number): DriveFile[] | undefined {
  return useLiveQuery(
    async () =>
      db.files
        .where('jobID')
        .equals(await resolveJobID(jobID))
        .toArray(),
    [jobID],
  );
}
