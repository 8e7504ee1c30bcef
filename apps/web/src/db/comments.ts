// JOB-3: the device's writes to a job's comments, in one place, so the queue's actions and answers
// never shape the stored notes themselves. The spec's `comments` store keeps the server's list of
// each job (written by sync, db/jobs.ts); a note made on this device is one row of `deviceNotes`
// (waiting, then the server's copy once sent), so adding or settling a note writes that note only,
// never the job's whole list (FIELD-6: replaying 1,000 notes on one job stays linear).
// Each runs inside the caller's transaction, which must include `comments` (companion-stores.ts
// adds `deviceNotes` to it).
import type { Note } from '@fieldops/contract';
import type { DeviceNote, FieldOpsDatabase, LocalNote } from './database';
import { newestFirst } from './time-order';

/** A note made on this device, shown at once as waiting to be sent. */
export async function addPendingNote(
  database: FieldOpsDatabase,
  jobID: number,
  note: LocalNote,
): Promise<void> {
  if (note.pendingQueueID === undefined) throw new Error('A pending note names its task');
  await database.deviceNotes.put({ queueID: note.pendingQueueID, jobID, note });
}

/** The server's note replaces the pending one its task `queueID` showed. */
export async function settleNote(
  database: FieldOpsDatabase,
  jobID: number,
  queueID: number,
  note: Note,
): Promise<void> {
  await database.deviceNotes.put({ queueID, jobID, note });
}

/** A discarded task's pending note goes. */
export async function dropPendingNote(
  database: FieldOpsDatabase,
  jobID: number,
  queueID: number,
): Promise<void> {
  const row = await database.deviceNotes.get(queueID);
  if (row?.jobID === jobID && row.note.pendingQueueID === queueID) await database.deviceNotes.delete(queueID);
}

/** QUEUE-8: a job made offline got its server id; its notes (all made here) follow it. */
export async function moveComments(
  database: FieldOpsDatabase,
  fromJobID: number,
  toJobID: number,
): Promise<void> {
  await database.deviceNotes.where('jobID').equals(fromJobID).modify({ jobID: toJobID });
}

/** Every note of a job (a discarded offline job). */
export async function deleteComments(database: FieldOpsDatabase, jobID: number): Promise<void> {
  await database.comments.delete(jobID);
  await database.deviceNotes.where('jobID').equals(jobID).delete();
}

/**
 * The notes of a job as shown: the server's list, the notes made here (a sent one until the
 * server's list has it), newest first. Reads `comments` and `deviceNotes`.
 */
export async function readJobNotes(database: FieldOpsDatabase, jobID: number): Promise<LocalNote[]> {
  const [comments, mine] = await Promise.all([
    database.comments.get(jobID),
    database.deviceNotes.where('jobID').equals(jobID).toArray(),
  ]);
  return mergeDeviceNotes(comments?.notes ?? [], mine);
}

/** The server's list with this device's rows: a sent row the list already holds is not shown twice. */
export function mergeDeviceNotes(list: readonly Note[], mine: readonly DeviceNote[]): LocalNote[] {
  const listIDs = new Set(list.map((n) => n.noteID));
  const added = mine
    .map((row) => row.note)
    .filter((n) => n.pendingQueueID !== undefined || !listIDs.has(n.noteID));
  return [...added, ...list].sort((a, b) => newestFirst(a.createdDate, b.createdDate));
}

/**
 * Sync brought the server's lists of `jobIDs`: this device's sent notes that the lists now hold
 * are dropped (waiting ones stay). Inside the sync's transaction (it includes `comments`).
 */
export async function forgetSentNotes(
  database: FieldOpsDatabase,
  lists: ReadonlyMap<number, readonly Note[]>,
): Promise<void> {
  if (lists.size === 0 || (await database.deviceNotes.count()) === 0) return;
  const rows = await database.deviceNotes
    .where('jobID')
    .anyOf([...lists.keys()])
    .toArray();
  const sent = rows.filter((row) => {
    if (row.note.pendingQueueID !== undefined) return false;
    return lists.get(row.jobID)?.some((n) => n.noteID === row.note.noteID) ?? false;
  });
  if (sent.length > 0) await database.deviceNotes.bulkDelete(sent.map((row) => row.queueID));
}
