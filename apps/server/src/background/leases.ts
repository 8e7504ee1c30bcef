// OPS-2: one row per background job in background_jobs. Taking the job is one conditional UPDATE
// (due, and nobody's lease still running), so of any number of instances exactly one gets it; the
// lease's expiry frees a job whose holder died mid-run. Times are ISO text, which compares
// correctly as text on SQLite and PostgreSQL.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

const EPOCH = new Date(0).toISOString();

/** The job's row, due at once, the first time any instance names it. */
export async function ensureJobRow(db: Kysely<Database>, job: string): Promise<void> {
  await db
    .insertInto('background_jobs')
    .values({
      job_name: job,
      lease_holder: null,
      lease_expires_at: EPOCH,
      next_run_at: EPOCH,
      last_run_at: null,
    })
    .onConflict((oc) => oc.column('job_name').doNothing())
    .execute();
}

/** True when `holder` took the job: it was due and its last lease had expired. */
export async function takeDueJob(
  db: Kysely<Database>,
  job: string,
  holder: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable('background_jobs')
    .set({ lease_holder: holder, lease_expires_at: new Date(now.getTime() + leaseMs).toISOString() })
    .where('job_name', '=', job)
    .where('lease_expires_at', '<', at)
    .where('next_run_at', '<=', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends `holder`'s lease and sets the next run; nothing if the lease had passed to another. */
export async function finishJob(
  db: Kysely<Database>,
  job: string,
  holder: string,
  ranAt: Date,
  nextRunAt: Date,
): Promise<void> {
  await db
    .updateTable('background_jobs')
    .set({
      lease_holder: null,
      lease_expires_at: EPOCH,
      next_run_at: nextRunAt.toISOString(),
      last_run_at: ranAt.toISOString(),
    })
    .where('job_name', '=', job)
    .where('lease_holder', '=', holder)
    .execute();
}
