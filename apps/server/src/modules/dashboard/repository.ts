// Job figures of the dashboard, each counted over the jobs the caller may reach (access.ts).
import type { Kysely } from 'kysely';
import { toCount } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { reachableJobs, type JobReader } from '../jobs/access.js';

export async function countOpenJobs(db: Kysely<Database>, reader: JobReader): Promise<number> {
  const row = await reachableJobs(db, reader)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

export async function countEmergencyJobsSince(db: Kysely<Database>, reader: JobReader, since: string) {
  const row = await reachableJobs(db, reader)
    .where('jobs.is_emergency', '=', 1)
    .where('jobs.created_at', '>=', since)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

export async function countNotesSince(db: Kysely<Database>, reader: JobReader, since: string) {
  const row = await reachableJobs(db, reader)
    .innerJoin('notes', 'notes.job_id', 'jobs.job_id')
    .where('notes.created_at', '>=', since)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}

export async function countSites(db: Kysely<Database>, reader: JobReader): Promise<number> {
  const row = await reachableJobs(db, reader)
    .innerJoin('sites', 'sites.job_id', 'jobs.job_id')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}
