// Sites (locations, JOB-6). Callers have checked the job against the access rule first.
import type { Location } from '@fieldops/contract';
import type { Insertable, Kysely } from 'kysely';
import { chunked } from '../../db/dialect.js';
import type { Database, SiteRow, SitesTable } from '../../db/types.js';

export async function sitesOfJobs(db: Kysely<Database>, jobIDs: readonly number[]): Promise<SiteRow[]> {
  const rows: SiteRow[] = [];
  for (const ids of chunked(jobIDs)) {
    rows.push(
      ...(await db
        .selectFrom('sites')
        .selectAll()
        .where('job_id', 'in', ids)
        .orderBy('job_id')
        .orderBy('site_id')
        .execute()),
    );
  }
  return rows;
}

export function insertSite(db: Kysely<Database>, site: Insertable<SitesTable>): Promise<SiteRow> {
  return db.insertInto('sites').values(site).returningAll().executeTakeFirstOrThrow();
}

/** The referenceCodes of the reports and images saved at a location, oldest first. */
export interface LocationRefs {
  reports: string[];
  imageRefs: string[];
}

export function toLocation(
  site: SiteRow,
  jobNumber: string,
  refs: LocationRefs = { reports: [], imageRefs: [] },
): Location {
  return {
    siteID: site.site_id,
    locationNumber: site.location_number,
    address1: site.address1,
    city: site.city,
    latitude: site.latitude,
    longitude: site.longitude,
    jobID: site.job_id,
    jobNumber,
    status: 'Active',
    reports: refs.reports,
    imageRefs: refs.imageRefs,
  };
}

export function siteOfJob(
  db: Kysely<Database>,
  jobID: number,
  locationNumber: string,
): Promise<SiteRow | undefined> {
  return db
    .selectFrom('sites')
    .selectAll()
    .where('job_id', '=', jobID)
    .where('location_number', '=', locationNumber)
    .executeTakeFirst();
}
