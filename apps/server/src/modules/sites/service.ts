// Sites of jobs for the other modules: a job's site by location (reports, images, PDFs), every
// site of a batch of jobs (their folders), a new site (an ER job's), and the dashboard's count.
import { locationOrDefault } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database, JobRow, SiteRow } from '../../db/types.js';
import { notFound } from '../../http/errors.js';
import { jobIDsReachedBy, type JobReader } from '../jobs/service.js';
import { countSitesOf, siteOfJob } from './repository.js';

export { insertSite as addSite, insertSites, siteOfJob, sitesOfJobs, updateSite } from './repository.js';

/** The job's site at `location` (JOB-2: empty means '1'); 404 when the job has no such site. */
export async function requireSite(db: Kysely<Database>, job: JobRow, location: string): Promise<SiteRow> {
  const locationNumber = locationOrDefault(location);
  const site = await siteOfJob(db, job.job_id, locationNumber);
  if (!site) throw notFound(`Job ${job.job_number} has no location ${locationNumber}`);
  return site;
}

/** Sites over every job `reader` reaches. */
export function countReachableSites(db: Kysely<Database>, reader: JobReader): Promise<number> {
  return countSitesOf(db, jobIDsReachedBy(db, reader));
}
