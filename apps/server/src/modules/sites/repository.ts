// The sites table (locations, JOB-6). Callers have checked the job against the access rule first.
import type { Insertable, Kysely } from 'kysely';
import { chunked, toCount } from '../../db/dialect.js';
import type { Database, SiteRow, SitesTable } from '../../db/types.js';
import type { ReachableJobIDs } from '../jobs/service.js';

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

/** INT-3: many sites at once (another system's jobs). */
export async function insertSites(db: Kysely<Database>, sites: readonly Insertable<SitesTable>[]) {
  for (const part of chunked(sites, 500))
    await db
      .insertInto('sites')
      .values([...part])
      .execute();
}

export async function updateSite(
  db: Kysely<Database>,
  siteID: number,
  fields: Pick<SiteRow, 'address1' | 'city' | 'latitude' | 'longitude'>,
) {
  await db.updateTable('sites').set(fields).where('site_id', '=', siteID).execute();
}

export function insertSite(db: Kysely<Database>, site: Insertable<SitesTable>): Promise<SiteRow> {
  return db.insertInto('sites').values(site).returningAll().executeTakeFirstOrThrow();
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

export async function countSitesOf(db: Kysely<Database>, jobs: ReachableJobIDs): Promise<number> {
  const row = await db
    .selectFrom('sites')
    .where('job_id', 'in', jobs)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}
