// JOB-3: job comments. A note's type must be a value of the 'noteTypes' option list, so the app's
// pick list and the server agree; adding a note moves the job's updated_at so every device that
// holds the job receives the note with the next delta.
import { NOTE_TYPES_LIST, type JobComments, type Note, type UserData } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { isoNow } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../http/errors.js';
import {
  findReachableJob,
  findWorkableJob,
  jobIDsReachedBy,
  touchJob,
  type JobReader,
} from '../jobs/service.js';
import { optionValues } from '../lookups/service.js';
import { userNames } from '../session/service.js';
import { recordWebhookEvent } from '../webhooks/service.js';
import { countNotesSince, insertNote, notesOfJobs as noteRows, type NoteRow } from './repository.js';

export type JobNote = Note & { jobID: number };

/** A row as the contract's note; the author's name comes from the users table (session's). */
function toNote(row: NoteRow, names: ReadonlyMap<number, string>): Note {
  return {
    noteID: row.note_id,
    noteType: row.note_type,
    text: row.text,
    createdDate: row.created_at,
    createdBy: names.get(row.created_by_user_id) ?? '',
  };
}

/** Notes of these jobs, newest first within each job. */
export async function notesOfJobs(db: Kysely<Database>, jobIDs: readonly number[]): Promise<JobNote[]> {
  const rows = await noteRows(db, jobIDs);
  const names = await userNames(
    db,
    rows.map((r) => r.created_by_user_id),
  );
  return rows.map((r) => ({ ...toNote(r, names), jobID: r.job_id }));
}

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
  // TSX-3: a note written offline on a job closed since; the call has no time of writing.
  const job = await findWorkableJob(db, user, note.jobID, 'note', null);
  const allowed = await optionValues(db, NOTE_TYPES_LIST);
  if (!allowed.includes(note.noteType)) {
    throw badRequest(`Unknown note type "${note.noteType}"; use one of: ${allowed.join(', ')}`, {
      path: 'noteType',
      allowed,
    });
  }
  const now = isoNow();
  const row = await insertNote(db, { ...note, userID: user.userID, now });
  await touchJob(db, note.jobID, now);
  // INT-4: in the note's transaction (the outbox).
  await recordWebhookEvent(db, {
    type: 'note.added',
    data: {
      jobID: job.job_id,
      jobNumber: job.job_number,
      noteID: row.note_id,
      noteType: row.note_type,
      text: row.text,
      addedBy: { userID: user.userID, name: user.name },
    },
  });
  return toNote(row, await userNames(db, [row.created_by_user_id]));
}

/** Notes written since `since` on every job `reader` reaches (the dashboard). */
export function countReachableNotesSince(db: Kysely<Database>, reader: JobReader, since: string) {
  return countNotesSince(db, jobIDsReachedBy(db, reader), since);
}
