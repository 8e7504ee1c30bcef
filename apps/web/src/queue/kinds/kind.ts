// FIELD-1: what a kind of queued change is, in one place, typed from its contract call: the call(s)
// its tasks make and their arguments, which of those are record ids (a temporary one is remapped,
// QUEUE-8), its lane (FIELD-4), the body it sends (FIELD-2), the job and folder it is about, the
// tables its success, refusal and discard write, its upload's progress (FIELD-3), how the answer
// is read and what it changes here, and what a discard undoes. The runner, the queue list,
// progress and effects ask the kind (registry.ts); none of them reads a task's typeObject.
import type { z } from 'zod';
import type { Table } from 'dexie';
import type { JobFolder, ReportTemplate } from '@fieldops/contract';
import { ContractError } from '../../api/errors';
import type { FieldOpsDatabase } from '../../db/database';
import type { QueuedTask } from '../task';
import type { KindCall, KindTask } from './call-task';

/**
 * FIELD-4: uploads (seconds to minutes on a field connection) go in a lane of their own, so a note
 * or a timesheet never waits behind one; each lane sends one task at a time.
 */
export type Lane = 'upload' | 'change';

/** What the queue list knows when it names a change (TRUST-5). */
export interface TitleFacts {
  job: JobFolder | null | undefined;
  templates: ReadonlyMap<string, ReportTemplate>;
}

/** QUEUE-8: what a kind's refusal may do to the other tasks. */
export interface RefusalTools {
  remapAll(tempID: number, realID: number): Promise<void>;
}

/**
 * A kind of change whose tasks make the call(s) `C`; `Task` is the stored task as the kind knows
 * it (its call and typed args, and any device-only fields of its own).
 */
export interface TaskKind<C extends KindCall, Answer = unknown, Task extends QueuedTask = KindTask<C>> {
  /** The typeObject its tasks carry: unique among the registered kinds. */
  typeObject: string;
  calls: readonly C[];
  /** The args and payload fields that are record ids: where a temporary id can be. */
  ids?: { args?: readonly (keyof Task['args'] & string)[]; payload?: readonly string[] };
  /** FIELD-4: absent, 'change'. */
  lane?: Lane;
  /** TSX-1: the task waits for the user's pick (neither sent nor refused until then). */
  waitsForUser?(task: Task): boolean;
  /** FIELD-2: the body built when the task is sent (bytes read from the device); absent, the payload. */
  body?(task: Task, signal: AbortSignal, database: FieldOpsDatabase): Promise<unknown>;
  /** FIELD-3: 0..1 while the task's bytes go up in chunks, else null (a live query runs it). */
  progress?(task: Task, database: FieldOpsDatabase): Promise<number | null>;
  /** UX-3: the job the task is about (its temporary id until the job is sent); absent, none. */
  jobOf?(task: Task): number | null;
  /** FILES-1: the drive folder the task is about; absent, none. */
  folderOf?(task: Task): string | null;
  /** TRUST-5: the queue list's name in the language shown now; null or absent: the stored name. */
  title?(task: Task, facts: TitleFacts): string | null;
  /** The stores apply, refused and discard write (the queue adds updateQueue and tempIDs). */
  tables?(database: FieldOpsDatabase): Table[];
  /** The answer, read with the call's schema; throws ContractError when it is not that. */
  read?(task: Task, answer: unknown): Answer;
  /** The server's id for the record the task `creates` (its temporary id is replaced everywhere). */
  createdID?(answer: Answer): number | null;
  /** What the answer changes here, inside the success transaction (effects.ts). */
  apply?(database: FieldOpsDatabase, task: Task, answer: Answer): Promise<void>;
  /** TSX-1: a refusal (4xx) the kind settles; true: the task was rewritten, not refused. */
  refused?(database: FieldOpsDatabase, task: Task, error: unknown, tools: RefusalTools): Promise<boolean>;
  /** What discarding the task undoes here, inside the discard's transaction (manage.ts). */
  discard?(database: FieldOpsDatabase, task: Task): Promise<void>;
}

/**
 * A kind with its call, args and answer checked here and erased for the registry: the registry
 * hands a kind only tasks of its typeObject, which the kind's own builders made, so their call and
 * args are the kind's (the one place the erasure is written).
 */
export const defineKind = <C extends KindCall, Answer = unknown, Task extends KindTask<C> = KindTask<C>>(
  kind: TaskKind<C, Answer, Task>,
): RegisteredKind => kind as unknown as RegisteredKind;

/** What the registry holds: every method takes the stored task. */
export type RegisteredKind = TaskKind<KindCall, unknown, QueuedTask>;

/** Reads an answer with a contract schema; a wrong answer counts as a failed try (outcome.ts). */
export function answerReader<S extends z.ZodType>(schema: S) {
  return (task: Pick<QueuedTask, 'taskName'>, answer: unknown): z.infer<S> => {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new ContractError(`Unexpected answer to ${task.taskName}`);
    return parsed.data;
  };
}
