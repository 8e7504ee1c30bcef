// UX-3: which job a queued task is about, as its kind says (queue/kinds `jobOf`), so the queue list
// can name the job by its number. Null for a task about no job (a timesheet day, a device folder).
import type { QueuedTask } from '../../queue';
import { kindOf } from '../../queue/kinds/registry';

export const taskJobID = (task: QueuedTask): number | null => kindOf(task)?.jobOf?.(task) ?? null;
