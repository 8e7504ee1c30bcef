// The notes table (job comments, JOB-3). Callers have checked the job against the access rule first.
import type { Kysely, Selectable } from 'kysely';
import { chunked, toCount } from '../../db/dialect.js';
import type { Database, NotesTable } from '../../db/types.js';
import type { ReachableJobIDs } from '../jobs/service.js';

export type NoteRow = Selectable<NotesTable>;

/** Notes of these jobs, newest first within each job. */
export async function notesOfJobs(db: Kysely<Database>, jobIDs: readonly number[]): Promise<NoteRow[]> {
  const rows: NoteRow[] = [];
  for (const ids of chunked(jobIDs)) {
    rows.push(
      ...(await db
        .selectFrom('notes')
        .selectAll()
        .where('job_id', 'in', ids)
        .orderBy('created_at', 'desc')
        .orderBy('note_id', 'desc')
        .execute()),
    );
  }
  return rows;
}

export function insertNote(
  db: Kysely<Database>,
  note: { jobID: number; noteType: string; text: string; userID: number; now: string },
): Promise<NoteRow> {
  return db
    .insertInto('notes')
    .values({
      job_id: note.jobID,
      note_type: note.noteType,
      text: note.text,
      created_at: note.now,
      created_by_user_id: note.userID,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countNotesSince(
  db: Kysely<Database>,
  jobs: ReachableJobIDs,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('notes')
    .where('job_id', 'in', jobs)
    .where('created_at', '>=', since)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return toCount(row.n);
}
