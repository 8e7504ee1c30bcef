// JOB-4: a new emergency (ER) job from the field, its folders and its events. Each runs inside
// the request's transaction (serveCall), so with an Idempotency-Key a replayed task creates
// nothing twice (QUEUE-7). This module owns no table: the job, its site, folders and events are
// written by the modules that own them, each handed the same transaction, so a call still
// commits or rolls back as a whole.
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
import { recordJobEvent } from '../calendar/service.js';
import { recordJobFolders } from '../drive/service.js';
import { toJobFolder } from '../job-sync/service.js';
import {
  addCrewMember,
  emergencyPrefix,
  findReachableJob,
  insertJob,
  nextJobNumber,
  type JobReader,
} from '../jobs/service.js';
import { eventTypes } from '../lookups/service.js';
import { addSite } from '../sites/service.js';

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
  await addSite(db, {
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
 * inside the job's crew folder (the drive module's job-folders.ts). A name given again answers
 * its first id, so a replayed task creates nothing twice.
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
  const ids = await recordJobFolders(db, drive, job, unique);
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
  const eventID = await recordJobEvent(db, { ...event, jobID, userID: user.userID });
  return { eventID };
}
