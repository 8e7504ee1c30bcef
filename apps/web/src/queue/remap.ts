// QUEUE-8: when a parent made offline succeeds, its temporary id (a negative number no server id
// can be) is replaced by the server's in every task. FIELD-1: through the task's typed arguments
// and the payload fields its kind names as record ids; the url or parameter list is then derived
// again from the call, never edited as text.
import { type Arg, type Args, withArgs } from './kinds/call-task';
import { kindOf } from './kinds/registry';
import type { QueuedTask } from './task';

function swapIds(record: Args, fields: readonly string[], tempID: number, realID: number): Args | null {
  const hit = fields.filter((field) => record[field] === tempID);
  if (hit.length === 0) return null;
  return { ...record, ...Object.fromEntries(hit.map((field) => [field, realID as Arg])) };
}

/** The task with `tempID` replaced by `realID`; the same object when nothing refers to it. */
export function remapTask(task: QueuedTask, tempID: number, realID: number): QueuedTask {
  const ids = kindOf(task)?.ids;
  if (!ids || !task.args) return task;
  const args = swapIds(task.args, ids.args ?? [], tempID, realID);
  const body = task.kind === 'http' && task.payload !== null && typeof task.payload === 'object';
  const payload = body ? swapIds(task.payload as Args, ids.payload ?? [], tempID, realID) : null;
  if (!args && !payload) return task;
  const current = task.kind === 'http' ? task.payload : undefined;
  return withArgs(task, args ?? task.args, payload ?? current);
}
