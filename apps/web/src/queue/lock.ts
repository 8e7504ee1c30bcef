// One runner across tabs (ARCHITECTURE: Web Locks). `ifAvailable`: a tab that finds the queue
// busy does not wait in line; the running tab picks up its tasks (it re-reads the store each
// step). Without Web Locks (old WebViews) only the in-tab flag guards; a second tab's run then
// sends the same tasks with the same idempotency keys, so the server still applies each once.
export const QUEUE_LOCK_NAME = 'fieldops-queue';

export type LockRunner = <T>(run: () => Promise<T>) => Promise<T | 'busy'>;

export function webLockRunner(locks: LockManager | undefined): LockRunner {
  return async (run) => {
    if (!locks || typeof locks.request !== 'function') return run();
    return locks.request(QUEUE_LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? run() : 'busy'));
  };
}

export function browserLocks(): LockManager | undefined {
  return typeof navigator !== 'undefined' ? navigator.locks : undefined;
}
