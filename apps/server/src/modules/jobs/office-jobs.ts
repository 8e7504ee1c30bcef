// OFFICE-2: the jobs as the office runs them: every job of the company (no reach rule: the office
// sees them all), filtered, searched, sorted and paged in SQL so 10,000 jobs never travel whole;
// and the office's writes, each recorded in the job's history and moving updated_at so every
// device that holds the job fetches it on its next poll (SYNC-1).
import type { OfficeJobInput, OfficeJobQuery } from '@fieldops/contract';
import { sql, type Kysely } from 'kysely';
import { chunked, containsPattern, isoNow, toCount } from '../../db/dialect.js';
import type { Database, JobHistoryTable, JobRow } from '../../db/types.js';
import { recordJobChange } from './history.js';
import { addCrewMember, removeCrewMember, setJobForeman } from './repository.js';
import { recordWebhookEvent } from '../webhooks/service.js';

const SORTS = {
  jobNumber: ['job_number', 'asc'],
  '-jobNumber': ['job_number', 'desc'],
  updated: ['updated_at', 'asc'],
  '-updated': ['updated_at', 'desc'],
  city: ['city', 'asc'],
  '-city': ['city', 'desc'],
} as const satisfies Record<OfficeJobQuery['sort'], readonly [keyof JobRow, 'asc' | 'desc']>;

function filtered(db: Kysely<Database>, query: OfficeJobQuery) {
  let rows = db.selectFrom('jobs');
  if (query.status !== 'all') rows = rows.where('status', '=', query.status);
  if (query.foremanID !== undefined) rows = rows.where('foreman_employee_id', '=', query.foremanID);
  if (query.search) {
    const pattern = containsPattern(query.search);
    rows = rows.where((eb) =>
      eb.or(
        (['job_number', 'address1', 'city', 'work_type'] as const).map(
          (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return rows;
}

/** One page of the company's jobs and how many match in all. */
export async function officeJobPage(
  db: Kysely<Database>,
  query: OfficeJobQuery,
): Promise<{ rows: JobRow[]; total: number }> {
  const [column, direction] = SORTS[query.sort];
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .selectAll()
      .orderBy(column, direction)
      .orderBy('job_id', direction)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toCount(count.n) };
}

export const officeJobRow = (db: Kysely<Database>, jobID: number): Promise<JobRow | undefined> =>
  db.selectFrom('jobs').selectAll().where('job_id', '=', jobID).executeTakeFirst();

export async function jobNumberTaken(db: Kysely<Database>, jobNumber: string, exceptJobID = 0) {
  const row = await db
    .selectFrom('jobs')
    .select('job_id')
    .where('job_number', '=', jobNumber)
    .where('job_id', '!=', exceptJobID)
    .executeTakeFirst();
  return row !== undefined;
}

/** The office's edit of a job's own fields (not its status, foreman or crew). */
export async function updateJobFields(db: Kysely<Database>, jobID: number, job: OfficeJobInput) {
  await db
    .updateTable('jobs')
    .set({
      job_number: job.jobNumber,
      work_type: job.workType,
      work_description: job.workDescription || job.workType,
      address1: job.address1,
      city: job.city,
      latitude: job.latitude,
      longitude: job.longitude,
      // CREW-2: absent keeps the radius set before; null goes back to the default.
      ...(job.fenceRadiusM !== undefined && { fence_radius_m: job.fenceRadiusM }),
      updated_at: isoNow(),
    })
    .where('job_id', '=', jobID)
    .execute();
}

/**
 * Open or close a job; a job already so is left as it is (no history row for nothing). A close is
 * a webhook event (INT-4), in the same transaction; `by` is who closed it (null: the system).
 */
export async function setJobStatus(
  db: Kysely<Database>,
  jobID: number,
  status: JobRow['status'],
  by: { userID: number; name: string } | null = null,
) {
  const now = isoNow();
  const changed = await db
    .updateTable('jobs')
    .set({ status, updated_at: now })
    .where('job_id', '=', jobID)
    .where('status', '!=', status)
    .returning('job_number')
    .executeTakeFirst();
  if (!changed) return;
  await recordJobChange(db, jobID, status === 'Open' ? 'opened' : 'closed', null, now);
  if (status === 'Closed') {
    await recordWebhookEvent(db, {
      type: 'job.closed',
      data: { jobID, jobNumber: changed.job_number, closedBy: by },
    });
  }
}

/** Makes the job's foreman and crew these; each change is its own history row (TSX-3). */
export async function setJobTeam(
  db: Kysely<Database>,
  job: JobRow,
  foremanID: number | null,
  crew: readonly number[],
) {
  if (job.foreman_employee_id !== foremanID) await setJobForeman(db, job.job_id, foremanID);
  const wanted = new Set(crew.filter((id) => id !== foremanID));
  const current = await db
    .selectFrom('job_crew')
    .select('employee_id')
    .where('job_id', '=', job.job_id)
    .execute();
  for (const { employee_id } of current) {
    if (!wanted.has(employee_id)) await removeCrewMember(db, job.job_id, employee_id);
  }
  const held = new Set(current.map((r) => r.employee_id));
  for (const id of wanted) if (!held.has(id)) await addCrewMember(db, job.job_id, id);
}

/** The crews of these jobs (in chunks: an upsert's record reads 10,000 jobs' crews). */
export async function jobCrewIDs(db: Kysely<Database>, jobIDs: readonly number[]) {
  const rows: { job_id: number; employee_id: number }[] = [];
  for (const part of chunked([...new Set(jobIDs)])) {
    rows.push(
      ...(await db
        .selectFrom('job_crew')
        .select(['job_id', 'employee_id'])
        .where('job_id', 'in', part)
        .execute()),
    );
  }
  return rows;
}

export type JobHistoryRow = Pick<JobHistoryTable, 'changed_at' | 'change' | 'employee_id'>;

export const jobHistoryRows = (db: Kysely<Database>, jobID: number): Promise<JobHistoryRow[]> =>
  db
    .selectFrom('job_history')
    .select(['changed_at', 'change', 'employee_id'])
    .where('job_id', '=', jobID)
    .orderBy('changed_at')
    .orderBy('history_id')
    .execute();
