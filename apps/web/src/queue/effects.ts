// What a task's success changes on the device, in the transaction that deletes the task (FIELD-1:
// each kind says it, kinds/). A parent's temporary id becomes the server's in the other tasks
// first (QUEUE-8), then the kind applies the answer to its local records. The answer is read
// before the transaction, so an unreadable answer counts as a failed try instead of leaving
// children with a temporary id.
import type { FieldOpsDatabase } from '../db/database';
import { KINDS, type KindName, kindNameOf } from './kinds';
import { remapTask } from './remap';
import type { QueuedTask } from './task';

/** The answer as the task's kind read it. */
export type SuccessResult = { type: KindName; answer: unknown } | { type: 'none' };

/** How a success ends its try: 'remapped' (the lanes reload) after a job record, which may have remapped other tasks. */
export const successEnd = (result: SuccessResult): 'remapped' | 'sent' =>
  result.type === 'jobRecord' ? 'remapped' : 'sent';

export function readSuccess(task: QueuedTask, answer: unknown): SuccessResult {
  const type = kindNameOf(task);
  if (!type) return { type: 'none' };
  const { read } = KINDS[type];
  return { type, answer: read ? read(task, answer) : undefined };
}

export function successTables(database: FieldOpsDatabase) {
  return [
    database.updateQueue,
    database.jobs,
    database.comments,
    database.photos,
    database.files,
    database.reports,
    database.tempIDs,
    database.timesheetDays,
    database.trackedFolders,
    database.folderNames,
  ];
}

async function remapAllTasks(database: FieldOpsDatabase, tempID: number, realID: number): Promise<void> {
  await database.updateQueue.toCollection().modify((task, ref) => {
    const mapped = remapTask(task, tempID, realID);
    if (mapped !== task) ref.value = mapped;
  });
}

/** TSX-1: the task's kind may settle a refusal (kinds/kind.ts `refused`); true when it did. */
export async function settleRefusal(database: FieldOpsDatabase, task: QueuedTask, error: unknown) {
  const type = kindNameOf(task);
  const refused = type ? KINDS[type].refused : undefined;
  if (!refused) return false;
  const tools = { remapAll: (tempID: number, realID: number) => remapAllTasks(database, tempID, realID) };
  // An async scope: Dexie follows native awaits inside it only then (else PrematureCommitError).
  return database.transaction(
    'rw',
    successTables(database),
    async () => await refused(database, task, error, tools),
  );
}

/** Runs inside the success transaction (tables: `successTables`). */
export async function applySuccess(
  database: FieldOpsDatabase,
  task: QueuedTask,
  result: SuccessResult,
): Promise<void> {
  if (result.type === 'none') return;
  const kind = KINDS[result.type];
  const realID = kind.createdID?.(result.answer) ?? null;
  if (task.creates && realID !== null) await remapAllTasks(database, task.creates.tempID, realID);
  await kind.apply?.(database, task, result.answer);
}
