// OFF-2: a job's reports and photos for the device, asked for the jobs the job delta changed (a
// report save, an upload and a delete each move their job). Only reachable jobs are answered, by
// the same rule as the delta and the loader, so a device never holds another crew's work.
import type { JobContent } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { imageMetasOfJobs } from '../images/service.js';
import { reachableJobsByID, type JobReader } from '../jobs/service.js';
import { savedReportsOfJobs } from '../reports/service.js';

export async function jobContent(
  db: Kysely<Database>,
  reader: JobReader,
  jobIDs: readonly number[],
): Promise<JobContent[]> {
  const wanted = [...new Set(jobIDs)];
  const reachable = new Set((await reachableJobsByID(db, reader, wanted)).map((job) => job.job_id));
  const ids = wanted.filter((id) => reachable.has(id));
  const reports = await savedReportsOfJobs(db, ids);
  const images = await imageMetasOfJobs(db, ids);
  return ids.map((jobID) => ({
    jobID,
    reports: reports.filter((r) => r.jobID === jobID),
    images: images.filter((i) => i.jobID === jobID),
  }));
}
