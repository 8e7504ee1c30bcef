// JOB-3: job comments. A note's type must be a value of the 'noteTypes' option list, so the app's
// pick list and the server agree; adding a note moves the job's updated_at so every device that
// holds the job receives the note with the next delta.
import { NOTE_TYPES_LIST, type JobComments, type Note, type UserData } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import { findReachableJob, type JobReader } from '../jobs/access.js';
import { touchJob } from '../jobs/repository.js';
import { optionValues } from '../lookups/service.js';
import { insertNote, notesOfJobs } from './repository.js';

export async function jobComments(
  db: Kysely<Database>,
  reader: JobReader,
  jobID: number,
): Promise<JobComments> {
  await findReachableJob(db, reader, jobID);
  const notes = (await notesOfJobs(db, [jobID])).map(({ jobID: _jobID, ...note }) => note);
  return { jobID, notes };
}

export async function addNote(
  db: Kysely<Database>,
  user: UserData,
  note: { jobID: number; noteType: string; text: string },
): Promise<Note> {
  await findReachableJob(db, user, note.jobID);
  const allowed = await optionValues(db, NOTE_TYPES_LIST);
  if (!allowed.includes(note.noteType)) {
    throw badRequest(`Unknown note type "${note.noteType}"; use one of: ${allowed.join(', ')}`, {
      path: 'noteType',
      allowed,
    });
  }
  const now = isoNow();
  const stored = await insertNote(db, { ...note, userID: user.userID, now });
  await touchJob(db, note.jobID, now);
  return stored;
}
