// TSX-3: a job's history of status, foreman and crew (the job_history table), and the rule read
// from it: who could work on a job during a span of time. Every write that opens, closes or moves
// a job records its change here (repository.ts); the reach rule for reads (access.ts) stays as it
// is: closed and moved jobs still leave devices, only work done while they were yours is kept.
//
// The rule (decisions, "TSX-3"): `worker` may record work on job J during a span when, at some
// moment of the span, J was open and `worker` was its foreman or on its crew, or was a general
// foreman or reviewer (who reach every open job). A job's first state reaches back before its
// creation: a job entered late covers the work done before it was entered.
import type { Kysely } from 'kysely';
import { chunked, isoNow } from '../../db/dialect.js';
import type { Database, JobHistoryTable, JobRow } from '../../db/types.js';
import { SEES_EVERY_OPEN_JOB, type JobReader } from './access.js';

export type JobChange = JobHistoryTable['change'];

/** A half-open span of instants, ISO text in UTC: [from, until). */
export interface WorkSpan {
  from: string;
  until: string;
}

export async function recordJobChange(
  db: Kysely<Database>,
  jobID: number,
  change: JobChange,
  employeeID: number | null = null,
  at: string = isoNow(),
) {
  await db
    .insertInto('job_history')
    .values({ job_id: jobID, changed_at: at, change, employee_id: employeeID })
    .execute();
}

/** The first rows of a new job: opened (or closed) and led by its foreman since its creation. */
export async function recordNewJob(db: Kysely<Database>, job: JobRow) {
  await recordJobChange(db, job.job_id, 'opened', null, job.created_at);
  if (job.foreman_employee_id !== null)
    await recordJobChange(db, job.job_id, 'foreman', job.foreman_employee_id, job.created_at);
  if (job.status === 'Closed') await recordJobChange(db, job.job_id, 'closed', null, job.updated_at);
}

/** One stretch of a job's life with the same status, foreman and crew; `until` null: still so. */
interface JobState {
  from: string;
  until: string | null;
  open: boolean;
  foreman: number | null;
  crew: ReadonlySet<number>;
}

/**
 * Replays a job's changes (in order of time) into its states. Changes made at one instant make
 * one state (a job's first rows, a reassignment), and the first state reaches back to the start.
 */
function statesOf(changes: readonly { changed_at: string; change: JobChange; employee_id: number | null }[]) {
  const states: JobState[] = [];
  let at = changes[0]?.changed_at;
  let current: JobState = { from: '', until: null, open: true, foreman: null, crew: new Set() };
  for (const c of changes) {
    if (c.changed_at !== at) {
      states.push({ ...current, until: c.changed_at });
      current = { ...current, from: c.changed_at, crew: new Set(current.crew) };
      at = c.changed_at;
    }
    const crew = current.crew as Set<number>;
    if (c.change === 'opened' || c.change === 'closed') current.open = c.change === 'opened';
    if (c.change === 'foreman') current.foreman = c.employee_id;
    if (c.change === 'crewJoined' && c.employee_id !== null) crew.add(c.employee_id);
    if (c.change === 'crewLeft' && c.employee_id !== null) crew.delete(c.employee_id);
  }
  return changes.length === 0 ? [] : [...states, current];
}

const holds = (s: JobState, worker: JobReader) =>
  s.open &&
  (SEES_EVERY_OPEN_JOB.has(worker.role) || s.foreman === worker.employeeID || s.crew.has(worker.employeeID));
const overlaps = (s: JobState, span: WorkSpan) =>
  s.from < span.until && (s.until === null || s.until > span.from);

async function changesOf(db: Kysely<Database>, jobIDs: readonly number[]) {
  const rows = [];
  for (const ids of chunked([...new Set(jobIDs)])) {
    rows.push(
      ...(await db
        .selectFrom('job_history')
        .select(['job_id', 'changed_at', 'change', 'employee_id'])
        .where('job_id', 'in', ids)
        .orderBy('job_id')
        .orderBy('changed_at')
        .orderBy('history_id')
        .execute()),
    );
  }
  return rows;
}

/** The ones among `jobIDs` that `worker` could work on at some moment of `span` (the rule above). */
export async function jobsWorkableDuring(
  db: Kysely<Database>,
  worker: JobReader,
  jobIDs: readonly number[],
  span: WorkSpan,
): Promise<Set<number>> {
  const byJob = new Map<number, Awaited<ReturnType<typeof changesOf>>>();
  for (const row of await changesOf(db, jobIDs)) {
    const changes = byJob.get(row.job_id) ?? [];
    changes.push(row);
    byJob.set(row.job_id, changes);
  }
  const workable = new Set<number>();
  for (const [jobID, changes] of byJob) {
    if (statesOf(changes).some((s) => overlaps(s, span) && holds(s, worker))) workable.add(jobID);
  }
  return workable;
}

/** When the job closed last, if it is closed now; and whether `worker` ever had it open. */
export async function closingOf(db: Kysely<Database>, worker: JobReader, jobID: number) {
  const rows = await changesOf(db, [jobID]);
  const states = statesOf(rows);
  const last = states[states.length - 1];
  const closedAt = last && !last.open ? last.from : null;
  const everHad = states.some((s) => holds(s, worker));
  // Had it just before it closed: the state that ended at the closing.
  const hadAtClose = closedAt !== null && states.some((s) => s.until === closedAt && holds(s, worker));
  return { closedAt, everHad, hadAtClose };
}

/**
 * Jobs whose history names `employeeID` as foreman or crew and that were still open at `since`:
 * the candidates for a span from `since`. A closed job's updated_at is never before its closing,
 * so "open now, or changed since" keeps every job that may have been open then.
 */
export async function jobIDsHeldSince(
  db: Kysely<Database>,
  employeeID: number,
  since: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('job_history')
    .innerJoin('jobs', 'jobs.job_id', 'job_history.job_id')
    .select('job_history.job_id')
    .distinct()
    .where('job_history.employee_id', '=', employeeID)
    .where('job_history.change', 'in', ['foreman', 'crewJoined'])
    .where((eb) => eb.or([eb('jobs.status', '=', 'Open'), eb('jobs.updated_at', '>=', since)]))
    .orderBy('job_history.job_id')
    .execute();
  return rows.map((r) => r.job_id);
}

/** Job rows whatever their status now: for jobs the rule above already allowed. */
export async function jobRowsByID(db: Kysely<Database>, jobIDs: readonly number[]): Promise<JobRow[]> {
  const rows: JobRow[] = [];
  for (const ids of chunked([...new Set(jobIDs)])) {
    rows.push(...(await db.selectFrom('jobs').selectAll().where('job_id', 'in', ids).execute()));
  }
  return rows;
}
