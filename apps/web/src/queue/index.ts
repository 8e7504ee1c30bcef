// The update queue (QUEUE-1..9): every change made on the device is a task in `updateQueue`,
// sent by one runner across tabs. Started by the start sequence (START-2); runs then, on the
// browser's `online` event (QUEUE-4), when the health check sees the server back (FIELD-5), after
// each job-sync tick (src/sync), after each action, and when a spaced-out task becomes due.
import type { Startable } from '../start/startable';
import { type NetworkAdapter, network } from '../platform/network';
import { type NetworkStatusStore, networkStatus } from '../platform/network-status';
import { sendBatch } from './batch-send';
import { type QueueRunner, createQueueRunner } from './runner';
import { onWake } from './wake';

// The app's runner sends independent small changes in batches (FIELD-6).
export const queueRunner = createQueueRunner({ sendBatch });

export function startQueue(
  runner: QueueRunner = queueRunner,
  adapter: NetworkAdapter = network,
  status: NetworkStatusStore = networkStatus,
): () => void {
  const stopOnline = adapter.onChange((online) => {
    if (online) void runner.trigger('online');
  });
  // FIELD-5: the online flag going from false to true means the server answers again: what waited
  // for it goes now, not at the end of an outage backoff.
  let wasOnline = status.getSnapshot();
  const stopServerBack = status.subscribe(() => {
    const online = status.getSnapshot();
    if (online && !wasOnline) void runner.serverBack();
    wasOnline = online;
  });
  const stopWake = onWake(() => void runner.trigger('wake'));
  return () => {
    stopOnline();
    stopServerBack();
    stopWake();
  };
}

let started = false;

export const uploadQueue: Startable = {
  name: 'upload queue',
  async start(context) {
    if (started) return;
    started = true;
    startQueue();
    if (context.online && context.signedIn) void queueRunner.trigger('start');
  },
};

export { createQueueRunner, pickNext, type QueueRunner, type RunEnd, type RunReason } from './runner';
export { queueStatus, useQueueStatus, type QueueStatus } from './status';
export { countUnsent, useQueueScreen, useTasksByID, useUnsentCount } from './hooks';
export type { QueueScreen } from './read-tasks';
export { taskStatus, type QueuedTask, type TaskStatus } from './task';
export { wakeQueue } from './wake';
