// TS-1, QUEUE-9: the saves of one day form a chain, each task waiting for the one before
// (`dependsOn`), so only the oldest still queued can be sent. When the server refused it
// (rejected) or it failed three times (skipped), every later save of the day waits behind it: the
// day screens say so, and the next save of a refused day replaces the chain
// (save-action.ts): each save carries the whole day, so the new one holds all the refused ones held.
// On a shared device the day (one record per date) may hold another account's unsent saves; they
// are that account's until sent (QueuedTask.owner), so nobody else sees or changes the day meanwhile.
import type { QueuedTask } from '../queue/task';
import type { FieldOpsDatabase } from '../db/database';
import type { LocalTimesheet } from '../db/records';

/** Why a day's changes do not go out: the oldest save of its chain, refused or skipped. */
export interface HeldDay {
  state: 'rejected' | 'skipped';
  /** The server's message (or the last failure), as the queue list shows it. */
  message: string | null;
  queueID: number;
}

/** The day's saves still queued, newest first: the record's task, then back through `dependsOn`. */
export async function dayChain(
  local: LocalTimesheet | null,
  database: FieldOpsDatabase,
): Promise<QueuedTask[]> {
  const chain: QueuedTask[] = [];
  const seen = new Set<number>();
  let id = local?.queueID ?? null;
  while (id !== null && !seen.has(id)) {
    seen.add(id);
    const task = await database.updateQueue.get(id);
    if (!task) break;
    chain.push(task);
    id = task.dependsOn;
  }
  return chain;
}

/** The save that holds the day back, or null when the chain can go out (or there is none). */
export function heldBy(chain: readonly QueuedTask[]): HeldDay | null {
  const head = chain.at(-1);
  if (!head || head.state === 'waiting') return null;
  return { state: head.state, message: head.lastError, queueID: head.queueID };
}

/** The account whose unsent saves the day holds, when it is not `email`'s (a shared device). */
export function otherOwner(chain: readonly QueuedTask[], email: string | null | undefined): string | null {
  const owner = chain[0]?.owner ?? null;
  if (owner === null || !email) return null;
  return owner.toLowerCase() === email.toLowerCase() ? null : owner;
}
