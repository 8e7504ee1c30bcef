// JOB-3: the device's writes to a job's comments, in one place, so the queue's actions and answers
// never shape the stored list themselves (how the notes are stored can change behind these).
// Each runs inside the caller's transaction, which must include `comments`.
import type { Note } from '@fieldops/contract';
import type { FieldOpsDatabase, LocalNote } from './database';

/** A note made on this device, shown at once as waiting to be sent. */
export async function addPendingNote(
  database: FieldOpsDatabase,
  jobID: number,
  note: LocalNote,
): Promise<void> {
  const comments = (await database.comments.get(jobID)) ?? { jobID, notes: [] };
  await database.comments.put({ jobID, notes: [note, ...comments.notes] });
}

/** The server's note replaces the pending one its task `queueID` showed. */
export async function settleNote(
  database: FieldOpsDatabase,
  jobID: number,
  queueID: number,
  note: Note,
): Promise<void> {
  const comments = (await database.comments.get(jobID)) ?? { jobID, notes: [] };
  const others = comments.notes.filter((n) => n.pendingQueueID !== queueID && n.noteID !== note.noteID);
  await database.comments.put({ jobID, notes: [note, ...others] });
}

/** A discarded task's pending note goes. */
export async function dropPendingNote(
  database: FieldOpsDatabase,
  jobID: number,
  queueID: number,
): Promise<void> {
  const comments = await database.comments.get(jobID);
  if (!comments?.notes.some((n) => n.pendingQueueID === queueID)) return;
  await database.comments.put({ jobID, notes: comments.notes.filter((n) => n.pendingQueueID !== queueID) });
}

/** QUEUE-8: a job made offline got its server id; its notes follow it. */
export async function moveComments(
  database: FieldOpsDatabase,
  fromJobID: number,
  toJobID: number,
): Promise<void> {
  const comments = await database.comments.get(fromJobID);
  if (!comments) return;
  await database.comments.delete(fromJobID);
  await database.comments.put({ jobID: toJobID, notes: comments.notes });
}

/** Every note of a job (a discarded offline job). */
export async function deleteComments(database: FieldOpsDatabase, jobID: number): Promise<void> {
  await database.comments.delete(jobID);
}
