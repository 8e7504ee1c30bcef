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

/** Reports and photos of a location arrive in later issues; until then both lists are empty. */
export function toLocation(site: SiteRow, jobNumber: string): Location {
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
    reports: [],
    imageRefs: [],
  };
}
