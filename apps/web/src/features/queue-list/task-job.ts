// UX-3: which job a queued task is about, read from what the task itself carries (its call's
// arguments, a procedure's parameters, an HTTP payload or query), so the queue list can name the
// job by its number. Null for a task about no job (a timesheet day, a folder of the device).
import type { QueuedTask } from '../../queue';

/**
 * Where the kinds put a job's id: notes and photos `jobID`, photo deletes `JobID`, a report's save
 * `jobId` (its path: TRUST-5, a report named no job without it).
 */
const JOB_KEYS = ['jobID', 'JobID', 'jobId'] as const;
/** Calls whose path parameter `id` is the job's (contract calls.ts: /api/job/:id/...). */
const JOB_ID_CALLS = new Set(['addJobEvent', 'addJobFolders']);

function asJobID(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
  return null;
}

function fromRecord(record: Record<string, unknown>, call?: string): number | null {
  for (const key of JOB_KEYS) {
    const id = asJobID(record[key]);
    if (id !== null) return id;
  }
  return call && JOB_ID_CALLS.has(call) ? asJobID(record.id) : null;
}

export function taskJobID(task: QueuedTask): number | null {
  // A task that creates a job offline is about that job (its temporary id until sent).
  if (task.creates?.answerField === 'jobID') return task.creates.tempID;
  const records: Record<string, unknown>[] = [];
  if (task.args) records.push(task.args);
  if (task.kind === 'procedure') {
    records.push(Object.fromEntries(task.parameters.map((p) => [p.name, p.value])));
  } else {
    if (task.payload && typeof task.payload === 'object')
      records.push(task.payload as Record<string, unknown>);
    records.push(Object.fromEntries(new URLSearchParams(task.url.split('?')[1] ?? '')));
  }
  for (const record of records) {
    const id = fromRecord(record, task.call);
    if (id !== null) return id;
  }
  return null;
}
