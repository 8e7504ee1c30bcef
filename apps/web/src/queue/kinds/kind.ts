// FIELD-1: what a kind of queued change is, in one place: the contract call(s) its tasks make, the
// typed parameters that hold record ids (a temporary one is remapped, QUEUE-8), how the server's
// answer is read (the call's zod schema) and what it changes on the device, and what discarding
// the task undoes. The runner finds a task's kind by its typeObject (kinds/index.ts).
import type { z } from 'zod';
import { ContractError } from '../../api/errors';
import type { FieldOpsDatabase } from '../../db/database';
import type { QueuedTask } from '../task';

export interface TaskKind<Answer = unknown> {
  /** The typeObject its tasks carry (TASK_TYPES). */
  typeObject: string;
  /** The contract calls its tasks make: `calls` keys or a procedure name. */
  calls: readonly string[];
  /** The parameters (`args`) and payload fields that are record ids: where a temporary id can be. */
  ids?: { args?: readonly string[]; payload?: readonly string[] };
  /**
   * The answer, read with the call's schema; throws ContractError when it is not that. Absent: the
   * answer changes nothing on the device and is not read (as before kinds: a reply is enough).
   */
  read?(task: QueuedTask, answer: unknown): Answer;
  /** The server's id for the record the task `creates` (its temporary id is replaced everywhere). */
  createdID?(answer: Answer): number | null;
  /** What the answer changes here, inside the success transaction (effects.ts successTables). */
  apply?(database: FieldOpsDatabase, task: QueuedTask, answer: Answer): Promise<void>;
  /**
   * TSX-1: a refusal (4xx) the kind can still settle, e.g. a 409 carrying the server's copy to
   * merge into; inside a transaction with `successTables` (effects.ts). True: the task was
   * rewritten (to send again, or to wait for the user), not refused.
   */
  refused?(
    database: FieldOpsDatabase,
    task: QueuedTask,
    error: unknown,
    tools: { remapAll(tempID: number, realID: number): Promise<void> },
  ): Promise<boolean>;
  /** What discarding the task undoes on the device, inside the discard's transaction (manage.ts). */
  discard?(database: FieldOpsDatabase, task: QueuedTask): Promise<void>;
}

/** A kind with its answer's type checked here and erased for the registry. */
export const defineKind = <Answer>(kind: TaskKind<Answer>): TaskKind => kind as TaskKind;

/** Reads an answer with a contract schema; a wrong answer counts as a failed try (outcome.ts). */
export function answerReader<S extends z.ZodType>(schema: S) {
  return (task: QueuedTask, answer: unknown): z.infer<S> => {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new ContractError(`Unexpected answer to ${task.taskName}`);
    return parsed.data;
  };
}
