// OFF-1: a folder sync that left files behind tries again by itself, sooner than the next scan:
// about 15 s, then doubling with jitter up to the scan interval, so a drive that failed for a
// moment recovers while the crew is still in the yard, and a drive that stays down is not hammered.
// A complete sync resets the spacing.
import { FOLDER_SCAN_INTERVAL_MS } from '@fieldops/contract';
import { type BackoffSchedule, backoffDelayMs } from '../queue/backoff';

export const FOLDER_RETRY_BACKOFF: BackoffSchedule = { baseMs: 15_000, maxMs: FOLDER_SCAN_INTERVAL_MS };

export function createFolderRetry(run: () => void, schedule: BackoffSchedule = FOLDER_RETRY_BACKOFF) {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function cancel(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  return {
    /** After each sync: schedules the next try when something failed, else resets. */
    settle(failed: boolean): void {
      cancel();
      if (!failed) {
        failures = 0;
        return;
      }
      failures += 1;
      timer = setTimeout(
        () => {
          timer = null;
          run();
        },
        backoffDelayMs(failures, Math.random(), schedule),
      );
    },
    cancel,
    isScheduled: () => timer !== null,
  };
}
