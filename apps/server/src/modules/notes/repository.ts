// Notes (job comments, JOB-3). Callers have checked the job against the access rule first.
import type { Note } from '@fieldops/contract';
import type { Kysely } from 'kysely';
import { chunked } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';

export type JobNote = Note & { jobID: number };

function notesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('notes')
    .innerJoin('users', 'users.user_id', 'notes.created_by_user_id')
    .select([
      'notes.note_id as noteID',
      'notes.job_id as jobID',
      'notes.note_type as noteType',
      'notes.text',
      'notes.created_at as createdDate',
      'users.name as createdBy',
    ]);
}

/** Notes of these jobs, newest first within each job. */
export async function notesOfJobs(db: Kysely<Database>, jobIDs: readonly number[]): Promise<JobNote[]> {
  const rows: JobNote[] = [];
  for (const ids of chunked(jobIDs)) {
    rows.push(
      ...(await notesQuery(db)
        .where('notes.job_id', 'in', ids)
        .orderBy('notes.created_at', 'desc')
        .orderBy('notes.note_id', 'desc')
        .execute()),
    );
  }
  return rows;
}

export async function insertNote(
  db: Kysely<Database>,
  note: { jobID: number; noteType: string; text: string; userID: number; now: string },
): Promise<Note> {
  const { note_id } = await db
    .insertInto('notes')
    .values({
      job_id: note.jobID,
      note_type: note.noteType,
      text: note.text,
      created_at: note.now,
      created_by_user_id: note.userID,
    })
    .returning('note_id')
    .executeTakeFirstOrThrow();
  const { jobID: _jobID, ...stored } = await notesQuery(db)
    .where('notes.note_id', '=', note_id)
    .executeTakeFirstOrThrow();
  return stored;
}
