// The jobs module's surface for every other module: who reaches which job (access.ts), job rows
// and crews, and the writes that move a job's updated_at so devices fetch it again (SYNC-1). Each
// takes the caller's database or transaction: a change made for another module's request (an
// uploaded photo, a new drive folder) commits or rolls back with that request.
import type { ProcedureAnswer } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/types.js';
import { findReachableJob, type JobReader } from './access.js';
import { setCoverPhoto } from './repository.js';

export {
  findReachableJob,
  jobIDsReachedBy,
  JOB_NOT_FOUND,
  reachableJob,
  type JobReader,
  type ReachableJobIDs,
} from './access.js';
export { insertJobs, jobIDsOfNumbers, type NewJobWithCrew } from './bulk-jobs.js';
export { emergencyPrefix, nextJobNumber } from './job-number.js';
export {
  closingOf,
  jobIDsHeldSince,
  jobRowsByID,
  jobsWorkableDuring,
  recordJobChange,
  recordNewJob,
  type WorkSpan,
} from './history.js';
export {
  jobCrewIDs,
  jobHistoryRows,
  jobNumberTaken,
  officeJobPage,
  officeJobRow,
  setJobStatus,
  setJobTeam,
  updateJobFields,
  type JobHistoryRow,
} from './office-jobs.js';
export { CLOSED_GRACE_HOURS, findOnceHeldJob, findWorkableJob, type RecordKind } from './writable.js';
export {
  addCrewMember,
  countReachableJobs,
  crewOfJobs,
  insertJob,
  jobNumbers,
  reachableJobIDs,
  reachableJobsByID,
  reachableJobsChangedAfter,
  reachableJobsOfEmployee,
  setCrewFolderID,
  setJobForeman,
  touchJob,
} from './repository.js';

/** The job's cover photo (REPORT-5: the contract refuses an empty reference). */
export async function setJobCoverPhoto(
  db: Kysely<Database>,
  reader: JobReader,
  jobID: number,
  referenceCode: string,
): Promise<ProcedureAnswer<'SetCoverPhoto'>> {
  await findReachableJob(db, reader, jobID);
  const updatedDate = await setCoverPhoto(db, jobID, referenceCode);
  return { jobID, coverPhotoRef: referenceCode, updatedDate };
}

/** A deleted photo stops being the job's cover; another photo's deletion leaves the cover alone. */
export async function forgetCoverPhoto(db: Kysely<Database>, job: JobRow, referenceCode: string) {
  if (job.cover_photo_ref === referenceCode) await setCoverPhoto(db, job.job_id, null);
}
