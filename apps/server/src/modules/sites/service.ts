import { locationOrDefault, type Location } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database, JobRow, SiteRow } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { findReachableJob, type JobReader } from '../jobs/access.js';
import { toJobFolder } from '../jobs/presenter.js';
import { siteOfJob } from './repository.js';

/** JOB-6: the sites of a job the caller may reach, with their reports and photos. */
export async function jobSites(db: Kysely<Database>, reader: JobReader, jobID: number): Promise<Location[]> {
  const job = await findReachableJob(db, reader, jobID);
  return (await toJobFolder(db, job)).locations;
}

/** The job's site at `location` (JOB-2: empty means '1'); 404 when the job has no such site. */
export async function requireSite(db: Kysely<Database>, job: JobRow, location: string): Promise<SiteRow> {
  const locationNumber = locationOrDefault(location);
  const site = await siteOfJob(db, job.job_id, locationNumber);
  if (!site) throw notFound(`Job ${job.job_number} has no location ${locationNumber}`);
  return site;
}
