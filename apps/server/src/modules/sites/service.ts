import type { Location } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { findReachableJob, type JobReader } from '../jobs/access.js';
import { sitesOfJobs, toLocation } from './repository.js';

/** JOB-6: the sites of a job the caller may reach. */
export async function jobSites(db: Kysely<Database>, reader: JobReader, jobID: number): Promise<Location[]> {
  const job = await findReachableJob(db, reader, jobID);
  return (await sitesOfJobs(db, [jobID])).map((s) => toLocation(s, job.job_number));
}
