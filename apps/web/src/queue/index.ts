// The upload queue (QUEUE-1..9): every change made on the device is a task in `updateQueue`.
// For the walking skeleton it is an honest no-op registered in the start sequence (START-2);
// the QUEUE issue fills in `start` (run on start, on `online`, newest first, 3 tries).
import type { Startable } from '../shell/startable';

export const uploadQueue: Startable = {
  name: 'upload queue',
  async start() {
    // Intentionally empty until QUEUE-2: no tasks can exist yet, as no screen writes data.
  },
};
