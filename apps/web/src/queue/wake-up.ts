// FIELD-5: when the runner wakes up by itself. One timer, planned afresh at the end of each run:
// after no answer or an outage, the no-answer backoff (its streak ends when the server answers or
// comes back); after a normal end, the moment the earliest spaced-out task becomes due.
import { NO_ANSWER_BACKOFF, backoffDelayMs } from './backoff';

export interface WakeUpOptions {
  onWake(): void;
  /** The first wait after no answer; null: never wake up by itself (tests drive every run). */
  firstRetryMs: number | null;
  random(): number;
}

export function createWakeUp({ onWake, firstRetryMs, random }: WakeUpOptions) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Runs in a row that ended without an answer or in an outage. */
  let unanswered = 0;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const plan = (delayMs: number) => {
    clear();
    if (firstRetryMs === null) return;
    timer = setTimeout(
      () => {
        timer = null;
        onWake();
      },
      Math.max(0, delayMs),
    );
  };

  return {
    /** The server answered (anything): the outage waits are over. */
    answered(): void {
      unanswered = 0;
    },
    /** A run ended without an answer or found the server down: back off, longer each time. */
    unreached(): void {
      unanswered += 1;
      // The browser's online event wakes the queue: no timer while it says offline.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return clear();
      plan(backoffDelayMs(unanswered, random(), { ...NO_ANSWER_BACKOFF, baseMs: firstRetryMs ?? 0 }));
    },
    /** A run ended normally: wake when the earliest spaced-out task is due (null: none is). */
    dueAt(at: number | null, now: number): void {
      if (at === null) clear();
      else plan(at - now);
    },
    /** The server is back: the outage waits end (and the caller runs at once). */
    serverBack(): void {
      unanswered = 0;
      clear();
    },
    clear,
    /** Whether a wake-up is planned (tests). */
    isPlanned: () => timer !== null,
  };
}
