// FIELD-1: the kinds of change the queue knows, found by the typeObject a task carries. The kinds
// live beside what they change (queue/kinds, file-sync/kinds, timesheets/kinds) and are registered
// once by the room above them all (src/changes), so the queue asks a kind without importing the
// rooms that define them. A task whose typeObject names no kind (none is stored by the app) is
// sent with its payload and its answer ignored.
import type { Table } from 'dexie';
import type { FieldOpsDatabase } from '../../db/database';
import type { QueuedTask } from '../task';
import type { RegisteredKind } from './kind';

const kinds = new Map<string, RegisteredKind>();

/** Adds kinds; a second kind with a typeObject already registered is a programming error. */
export function registerKinds(list: readonly RegisteredKind[]): void {
  for (const kind of list) {
    const known = kinds.get(kind.typeObject);
    if (known && known !== kind) throw new Error(`Two kinds of change are named ${kind.typeObject}`);
    kinds.set(kind.typeObject, kind);
  }
}

/** Takes a kind out again (a test's throwaway kind). */
export function unregisterKind(kind: RegisteredKind): void {
  if (kinds.get(kind.typeObject) === kind) kinds.delete(kind.typeObject);
}

/** The task's kind, or null for a typeObject no registered kind has. */
export const kindOf = (task: Pick<QueuedTask, 'typeObject'>): RegisteredKind | null =>
  kinds.get(task.typeObject) ?? null;

/** Whether the task is of this kind. */
export const isOfKind = (task: Pick<QueuedTask, 'typeObject'>, kind: RegisteredKind): boolean =>
  kindOf(task) === kind;

export const registeredKinds = (): RegisteredKind[] => [...kinds.values()];

/**
 * The stores a success, refusal or discard transaction opens: the queue's own and every kind's
 * (one transaction may apply several kinds' answers: a batch; a discard takes dependents).
 */
export function kindTables(database: FieldOpsDatabase): Table[] {
  const tables = new Set<Table>([database.updateQueue, database.tempIDs]);
  for (const kind of kinds.values()) for (const table of kind.tables?.(database) ?? []) tables.add(table);
  return [...tables];
}
