// JOB-4: a new ER job is one action: the job appears on the device at once under a temporary id,
// and three tasks are queued: add-record, then add-folders and the event, which wait for it
// (QUEUE-8) and get the server's job id when it answers.
import { type JobFolder, type JobRecord } from '@fieldops/contract';
import { type FieldOpsDatabase, db } from '../../db/database';
import { t } from '../../i18n/messages';
import { addTask, nextQueueID } from '../enqueue';
import { jobEventTask } from './job-event';
import { jobFoldersTask } from './job-folders';
import { jobRecordTask } from './job-record';
import { wakeQueue } from '../wake';

/** The folders every ER job gets (the drive area fills them in a later issue). */
export const ER_JOB_FOLDERS = ['Photos', 'Reports', 'Documents'] as const;

export interface ErJobForm {
  workType: string;
  description: string;
  address1: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  eventType: string;
  /** The event type as the screen showed it (its Spanish name), for the queued task's name. */
  eventTypeLabel?: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
}

export function jobRecordOf(form: ErJobForm): JobRecord {
  const workType = form.workType.trim();
  return {
    workType,
    // JOB-4: the work type is copied into the description when none is written.
    workDescription: form.description.trim() || workType,
    address1: form.address1.trim(),
    city: form.city.trim(),
    latitude: form.latitude,
    longitude: form.longitude,
  };
}

export async function createErJob(
  form: ErJobForm,
  database: FieldOpsDatabase = db,
): Promise<{ jobID: number; queueID: number }> {
  const record = jobRecordOf(form);
  const now = new Date();
  const created = await database.transaction('rw', [database.updateQueue, database.jobs], async () => {
    const queueID = await nextQueueID(database, now.getTime());
    const tempID = -queueID;
    const label = record.address1 || record.workType;
    const add = jobRecordTask(record, {
      taskName: t('task.createErJob', { workType: record.workType, address: label }),
      dependsOn: null,
      creates: { tempID, answerField: 'jobID' },
    });
    await addTask(database, add, { queueID, now });
    const job: JobFolder = {
      jobID: tempID,
      jobNumber: '',
      address1: record.address1,
      city: record.city,
      locations: [],
      crewFolder: '',
      crewFolderID: '',
      imageRefs: [],
      updatedDate: now.toISOString(),
      workType: record.workType,
      workDescription: record.workDescription,
      status: 'Open',
      isEmergency: true,
      notes: [],
    };
    await database.jobs.add(job);
    const folders = jobFoldersTask(tempID, [...ER_JOB_FOLDERS], {
      taskName: t('task.addJobFolders', { job: label }),
      dependsOn: queueID,
    });
    await addTask(database, folders, { now });
    const event = { eventType: form.eventType, startDateColumn: form.startDate, endDateColumn: form.endDate };
    const addEvent = jobEventTask(tempID, event, {
      taskName: t('task.addJobEvent', { eventType: form.eventTypeLabel ?? form.eventType, job: label }),
      dependsOn: queueID,
    });
    await addTask(database, addEvent, { now });
    return { jobID: tempID, queueID };
  });
  wakeQueue();
  return created;
}
