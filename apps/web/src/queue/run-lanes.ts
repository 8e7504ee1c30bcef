// One run of the queue (QUEUE-2, QUEUE-3, QUEUE-8, FIELD-4, FIELD-6): each lane (pick.ts) sends
// its newest runnable task (the change lane: with up to a batch of further independent ones), one
// try at a time, while the other lane goes on, so an upload in flight never holds up a note. A task still never goes before the task it depends on, whatever its lane: its parent
// stays in `present` until it succeeds, and every end of a try lets the idle lanes pick again.
// Each task is tried at most once per run. A stop (no answer, an outage, 401, 429) starts nothing
// more; the run ends once the tries in flight have ended.
import type { FieldOpsDatabase } from '../db/database';
import { LANES, type Lane, pickNext } from './pick';
import { ownTasksIn } from './read-tasks';
import type { QueuedTask } from './task';
import { BATCH_MAX_ENTRIES } from './batch-send';
import { type Attempt, tryBatch } from './try-batch';
import { type StopEnd, type TryContext, isStop, tryTask } from './try-task';

interface QueueView {
  /** The account's waiting tasks, newest first: the candidates. */
  tasks: QueuedTask[];
  /** Every queueID in the queue, any owner or state: a parent still here holds its children. */
  present: Set<number>;
}

/** Through the owner index; the other tasks only by key (FIELD-2: no task read without need). */
async function loadQueue(database: FieldOpsDatabase, owner: string | null): Promise<QueueView> {
  const [tasks, keys] = await Promise.all([
    ownTasksIn(database, owner, 'waiting').toArray(),
    database.updateQueue.toCollection().primaryKeys(),
  ]);
  return { tasks, present: new Set(keys) };
}

/**
 * A poke from outside the run (an action added a task, another tab woke the queue): a lane left
 * idle while the other's upload is in flight looks again at once, instead of after the upload.
 * Sticky: a poke that comes while the run is not waiting is kept for its next wait.
 */
export function createNudge() {
  let poked = false;
  let wake: (() => void) | null = null;
  return {
    poke(): void {
      poked = true;
      wake?.();
    },
    next(): Promise<null> {
      if (poked) {
        poked = false;
        return Promise.resolve(null);
      }
      return new Promise((resolve) => {
        wake = () => {
          wake = null;
          poked = false;
          resolve(null);
        };
      });
    },
  };
}

export type Nudge = ReturnType<typeof createNudge>;

type LaneEnd = { lane: Lane; attempt: Attempt } | { lane: Lane; error: unknown };

export async function runLanes(
  context: TryContext,
  owner: string | null,
  signal: AbortSignal,
  nudge: Nudge = createNudge(),
): Promise<'done' | StopEnd | 'error'> {
  const { database } = context;
  const tried = new Set<number>();
  const inFlight = new Map<Lane, Promise<LaneEnd>>();
  let view = await loadQueue(database, owner);
  let stop: StopEnd | null = null;
  let failure: { error: unknown } | null = null;

  /** Starts the lane's next try; false when it has none, 'stale' when the store changed meanwhile. */
  async function start(lane: Lane): Promise<boolean | 'stale'> {
    const now = context.now().getTime();
    const picked = pickGroup(lane, now);
    if (picked.length === 0) return false;
    // Read again: retried, discarded or changed by the user (or another tab) meanwhile.
    const stored = await database.updateQueue.bulkGet(picked.map((task) => task.queueID));
    const group = stored.filter(
      (task): task is QueuedTask =>
        task !== undefined && pickNext([task], new Set(), owner, now) !== undefined,
    );
    if (group.length === 0) return 'stale';
    const [first] = group as [QueuedTask, ...QueuedTask[]];
    const attempt: Promise<Attempt> =
      group.length > 1 && context.sendBatch
        ? tryBatch(group, signal, { ...context, sendBatch: context.sendBatch })
        : tryTask(first, signal, context).then((end) => ({
            end,
            sent: end === 'sent' || end === 'remapped' ? [first.queueID] : [],
          }));
    const ended = attempt.then(
      (done): LaneEnd => ({ lane, attempt: done }),
      (error: unknown): LaneEnd => ({ lane, error }),
    );
    inFlight.set(lane, ended);
    return group.length === picked.length ? true : 'stale';
  }

  /** The lane's next task, and in the change lane up to a batch of further independent ones (FIELD-6). */
  function pickGroup(lane: Lane, now: number): QueuedTask[] {
    const size = lane === 'change' && context.sendBatch ? BATCH_MAX_ENTRIES : 1;
    const group: QueuedTask[] = [];
    while (group.length < size) {
      const next = pickNext(view.tasks, tried, owner, now, { present: view.present, lane });
      if (!next) break;
      tried.add(next.queueID);
      group.push(next);
    }
    return group;
  }

  let fresh = true;
  while (!signal.aborted) {
    if (stop === null && failure === null) {
      // A task added meanwhile (by this or another tab) has the highest id: pick it up.
      const newest = fresh ? undefined : await database.updateQueue.orderBy(':id').lastKey();
      if (typeof newest === 'number' && !view.present.has(newest)) view = await loadQueue(database, owner);
      fresh = false;
      let stale = false;
      for (const lane of LANES) if (!inFlight.has(lane) && (await start(lane)) === 'stale') stale = true;
      if (stale) {
        view = await loadQueue(database, owner);
        fresh = true;
        continue;
      }
    }
    if (inFlight.size === 0) break;
    const ended = await Promise.race([...inFlight.values(), nudge.next()]);
    if (ended === null) continue; // poked: look for new tasks
    inFlight.delete(ended.lane);
    if ('error' in ended) failure ??= { error: ended.error };
    else if (isStop(ended.attempt.end)) stop ??= ended.attempt.end;
    else if (ended.attempt.end === 'remapped') view = await loadQueue(database, owner);
    else if (ended.attempt.sent.length > 0) {
      const sent = new Set(ended.attempt.sent);
      for (const queueID of sent) view.present.delete(queueID);
      view.tasks = view.tasks.filter((t) => !sent.has(t.queueID));
    }
  }
  if (failure) throw failure.error;
  return signal.aborted ? 'error' : (stop ?? 'done');
}
