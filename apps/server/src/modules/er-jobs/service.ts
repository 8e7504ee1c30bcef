// JOB-4: a new emergency (ER) job from the field, its folders and its events. Each runs inside
// the request's transaction (serveCall), so with an Idempotency-Key a replayed task creates
// nothing twice (QUEUE-7).
import {
  locationOrDefault,
  type CallAnswer,
  type JobEvent,
  type JobFolder,
  type JobRecord,
  type UserData,
} from '@fieldops/contract';
import type { Kysely } from 'kysely';
import type { DriveAdapter } from '../../adapters/drive/drive-adapter.js';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import { ensureJobFolders } from '../drive/job-folders.js';
import { findReachableJob, type JobReader } from '../jobs/access.js';
import { emergencyPrefix, nextJobNumber } from '../jobs/job-number.js';
import { toJobFolder } from '../jobs/presenter.js';
import { addCrewMember, insertJob } from '../jobs/repository.js';
import { eventTypes } from '../lookups/repository.js';
import { insertSite } from '../sites/repository.js';

const LEADS_CREWS: ReadonlySet<UserData['role']> = new Set(['foreman', 'generalForeman']);

export async function addJobRecord(
  db: Kysely<Database>,
  user: UserData,
  record: JobRecord,
): Promise<JobFolder> {
  const now = isoNow();
  const jobNumber = await nextJobNumber(db, emergencyPrefix(now));
  const job = await insertJob(db, {
    job_number: jobNumber,
    address1: record.address1,
    city: record.city,
    work_type: record.workType,
    // JOB-4: the work type stands in for an empty description.
    work_description: record.workDescription || record.workType,
    latitude: record.latitude,
    longitude: record.longitude,
    // The crew's drive folder is created with the drive area (a later issue); until then the
    // folder is named after the job and has no drive id.
    crew_folder: jobNumber,
    crew_folder_id: '',
    cover_photo_ref: null,
    status: 'Open',
    is_emergency: 1,
    foreman_employee_id: LEADS_CREWS.has(user.role) ? user.employeeID : null,
    created_by_user_id: user.userID,
    created_at: now,
    updated_at: now,
  });
  // JOB-2: the job's one site is location '1', where the job was reported.
  await insertSite(db, {
    job_id: job.job_id,
    location_number: locationOrDefault(null),
    address1: record.address1,
    city: record.city,
    latitude: record.latitude,
    longitude: record.longitude,
    status: 'Active',
  });
  // Whoever reports the emergency works it, so the job is theirs whatever their role.
  await addCrewMember(db, job.job_id, user.employeeID);
  return toJobFolder(db, await findReachableJob(db, user, job.job_id));
}

/**
 * Records the folder names of a job and answers their ids: each is a real folder on the drive,
 * inside the job's crew folder (modules/drive/job-folders.ts). A name given again answers its
 * first id, so a replayed task creates nothing twice.
 */
export async function addJobFolders(
  db: Kysely<Database>,
  drive: DriveAdapter,
  reader: JobReader,
  jobID: number,
  names: readonly string[],
): Promise<CallAnswer<'addJobFolders'>> {
  const job = await findReachableJob(db, reader, jobID);
  const unique = [...new Set(names)];
  if (unique.length === 0) return { folders: [] };
  const now = isoNow();
  await db
    .insertInto('job_folders')
    .values(unique.map((name) => ({ job_id: jobID, name, created_at: now })))
    .onConflict((oc) => oc.columns(['job_id', 'name']).doNothing())
    .execute();
  const ids = await ensureJobFolders(db, drive, job, unique);
  return { folders: unique.map((name) => ({ folderID: ids.get(name) ?? '', name })) };
}

export async function addJobEvent(
  db: Kysely<Database>,
  user: UserData,
  jobID: number,
  event: JobEvent,
): Promise<CallAnswer<'addJobEvent'>> {
  await findReachableJob(db, user, jobID);
  const known = (await eventTypes(db)).map((t) => t.eventType);
  if (!known.includes(event.eventType)) {
    throw badRequest(`Unknown event type "${event.eventType}"; use one of: ${known.join(', ')}`, {
      path: 'eventType',
      allowed: known,
    });
  }
  const { event_id } = await db
    .insertInto('job_events')
    .values({
      job_id: jobID,
      event_type: event.eventType,
      start_date_column: event.startDateColumn,
      end_date_column: event.endDateColumn,
      // The day as written: a moment's own offset says which local day it is.
      start_day: event.startDateColumn.slice(0, 10),
      end_day: event.endDateColumn.slice(0, 10),
      created_at: isoNow(),
      created_by_user_id: user.userID,
    })
    .returning('event_id')
    .executeTakeFirstOrThrow();
  return { eventID: event_id };
}
