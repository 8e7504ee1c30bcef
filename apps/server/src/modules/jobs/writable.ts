// TSX-3: the job a note, photo or report made on the device is written to. A job the user reaches
// now takes it as before. A job closed or moved since takes it by the history rule (history.ts)
// at the moment the device says the record was made; a call that carries no such moment (a note)
// is taken while the job closed less than CLOSED_GRACE_HOURS ago and was the user's at the close.
// Otherwise a 409 says what happened and how to keep the work: the device keeps a refused task
// with its message (rejected), so nothing typed is lost. A job the user never had stays a 404,
// exactly like one that does not exist (ids cannot be probed). Reads keep the reach rule.
import { ERROR_CODES } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/types.js';
import { HttpError, notFound } from '../../http/errors.js';
import { JOB_NOT_FOUND, reachableJob, type JobReader } from './access.js';
import { closingOf, jobRowsByID, jobsWorkableDuring } from './history.js';

/**
 * A record with no time of its own sent within three days of the close was almost surely made
 * before it: crews work offline for days (a long weekend), and the job left their device at the close.
 */
export const CLOSED_GRACE_HOURS = 72;
/** A device clock a little ahead is still "now"; further ahead is no moment of work yet. */
const CLOCK_SKEW_MS = 10 * 60_000;

export type RecordKind = 'note' | 'photo' | 'report';

/** The instant `madeAt` names, in the database's form, or null when it names none or one to come. */
function instantOf(madeAt: string | null | undefined, now: Date): string | null {
  const at = madeAt ? Date.parse(madeAt) : Number.NaN;
  if (!Number.isFinite(at) || at > now.getTime() + CLOCK_SKEW_MS) return null;
  return new Date(at).toISOString();
}

/** The job a record of `kind` made at `madeAt` (the device's own time, if the call has one) goes to. */
export async function findWorkableJob(
  db: Kysely<Database>,
  user: JobReader,
  jobID: number,
  kind: RecordKind,
  madeAt: string | null | undefined,
  now: Date = new Date(),
): Promise<JobRow> {
  const reachable = await reachableJob(db, user, jobID);
  if (reachable) return reachable;
  const [job] = await jobRowsByID(db, [jobID]);
  if (!job) throw notFound(JOB_NOT_FOUND);
  const { closedAt, everHad, hadAtClose } = await closingOf(db, user, jobID);
  if (!everHad) throw notFound(JOB_NOT_FOUND);
  const at = instantOf(madeAt, now);
  if (at !== null) {
    const moment = { from: at, until: new Date(Date.parse(at) + 1).toISOString() };
    if ((await jobsWorkableDuring(db, user, [jobID], moment)).has(jobID)) return job;
  } else if (
    closedAt &&
    hadAtClose &&
    now.getTime() - Date.parse(closedAt) < CLOSED_GRACE_HOURS * 3_600_000
  ) {
    return job;
  }
  throw notWorkable(job, kind, closedAt);
}

/** For a step before the record (an upload's bytes): any job the user reaches or ever had. */
export async function findOnceHeldJob(db: Kysely<Database>, user: JobReader, jobID: number): Promise<JobRow> {
  const reachable = await reachableJob(db, user, jobID);
  if (reachable) return reachable;
  const [job] = await jobRowsByID(db, [jobID]);
  if (!job || !(await closingOf(db, user, jobID)).everHad) throw notFound(JOB_NOT_FOUND);
  return job;
}

function notWorkable(job: JobRow, kind: RecordKind, closedAt: string | null): HttpError {
  const what = closedAt
    ? `The job ${job.job_number} closed on ${closedAt.slice(0, 10)}`
    : `The job ${job.job_number} is no longer yours`;
  return new HttpError(
    409,
    ERROR_CODES.conflict,
    `${what}; the ${kind} was kept on this device, in the sync queue: send it to the office, who can add it to the job`,
    { jobID: job.job_id, jobNumber: job.job_number, closedAt },
  );
}
