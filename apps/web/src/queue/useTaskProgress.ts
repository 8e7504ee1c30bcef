// FIELD-3: the queue list's view of a task's upload progress, as its kind reads it from the record
// that holds the bytes (a Blob read from IndexedDB is a handle; its bytes are not loaded). A task
// whose kind uploads nothing reads nothing.
import { db } from '../db/database';
import { useLiveQuery } from '../db/live-query';
import { kindOf } from './kinds/registry';
import type { QueuedTask } from './task';

/** 0..1 while the task's bytes are going up in chunks; null otherwise. */
export function useTaskProgress(task: QueuedTask): number | null {
  const progress = kindOf(task)?.progress;
  // null until the answer comes, so a first answer of null renders nothing again (TRUST-11).
  return useLiveQuery(async () => (progress ? progress(task, db) : null), [progress, task.queueID], null);
}
