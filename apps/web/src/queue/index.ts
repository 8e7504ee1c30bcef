// The update queue (QUEUE-1..9): every change made on the device is a task in `updateQueue`,
// sent by one runner across tabs. Started by the start sequence (START-2); runs then, on the
// browser's `online` event (QUEUE-4), after each job-sync tick (src/sync) and after each action.
import type { Startable } from '../shell/startable';
import { type NetworkAdapter, network } from '../platform/network';
import { createQueueRunner } from './runner';
import { onWake } from './wake';

export const queueRunner = createQueueRunner();

export function startQueue(runner = queueRunner, adapter: NetworkAdapter = network): () => void {
  const stopOnline = adapter.onChange((online) => {
    if (online) void runner.trigger('online');
  });
  const stopWake = onWake(() => void runner.trigger('wake'));
  return () => {
    stopOnline();
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
export { countUnsent, useQueueTasks, useTasksByID, useUnsentCount } from './hooks';
export { taskStatus, type QueuedTask, type TaskStatus } from './task';
export { wakeQueue } from './wake';
