// A job's notes (module notes).
import type { Generated } from 'kysely';

export interface NotesTable {
  note_id: Generated<number>;
  job_id: number;
  note_type: string;
  text: string;
  created_at: string;
  created_by_user_id: number;
}

export interface NotesTables {
  notes: NotesTable;
}
