// What a task's success changes on the device, in the transaction that deletes the task (FIELD-1:
// each kind says it, and which tables it writes, kinds/). A parent's temporary id becomes the
// server's in the other tasks first (QUEUE-8), then the kind applies the answer to its local
// records. The answer is read before the transaction, so an unreadable answer counts as a failed
// try instead of leaving children with a temporary id.
import type { FieldOpsDatabase } from '../db/database';
import type { RegisteredKind } from './kinds/kind';
import { kindOf, kindTables } from './kinds/registry';
import { remapTask } from './remap';
import type { QueuedTask } from './task';

/** The answer as the task's kind read it; none for a task no registered kind has. */
export type SuccessResult =
  { kind: RegisteredKind; answer: unknown; createdID: number | null } | { kind: null };

/** How a success ends its try: 'remapped' (the lanes reload) when a temporary id became the server's. */
export const successEnd = (task: QueuedTask, result: SuccessResult): 'remapped' | 'sent' =>
  result.kind && task.creates && result.createdID !== null ? 'remapped' : 'sent';

export function readSuccess(task: QueuedTask, answer: unknown): SuccessResult {
  const kind = kindOf(task);
  if (!kind) return { kind: null };
  const read = kind.read ? kind.read(task, answer) : undefined;
  return { kind, answer: read, createdID: kind.createdID?.(read) ?? null };
}

/** The stores a success (or a discard, or a settled refusal) opens: every kind's (kinds/registry.ts). */
export const successTables = kindTables;

async function remapAllTasks(database: FieldOpsDatabase, tempID: number, realID: number): Promise<void> {
  await database.updateQueue.toCollection().modify((task, ref) => {
    const mapped = remapTask(task, tempID, realID);
    if (mapped !== task) ref.value = mapped;
  });
}

/** TSX-1: the task's kind may settle a refusal (kinds/kind.ts `refused`); true when it did. */
export async function settleRefusal(database: FieldOpsDatabase, task: QueuedTask, error: unknown) {
  const refused = kindOf(task)?.refused;
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
  if (!result.kind) return;
  if (task.creates && result.createdID !== null)
    await remapAllTasks(database, task.creates.tempID, result.createdID);
  await result.kind.apply?.(database, task, result.answer);
}
