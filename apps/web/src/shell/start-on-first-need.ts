// UX-4: on the login page of a device with no user, nothing on screen needs the start sequence
// (database, queue, syncs: there is no one to sync for; the sign-in flow loads what it uses), yet
// its imports (zod, Dexie, the contract's schemas) were the longest tasks of the page's load, just
// when the sign-in button should answer. So there it waits for its first need: the first tap or key,
// leaving the login page (a finished sign-in), or a quiet while after the load, whichever comes first.
// The browser's own offline event still marks the page offline at once (App).
export const LOGIN_START_QUIET_MS = 5000;

type Listen = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Runs `run` once, at the first of: a pointer press or key press on `target`, `onLeave` calling
 * back, or `quietMs` after the call. Answers a function that cancels the wait.
 */
export function startOnFirstNeed(
  run: () => void,
  onLeave: (leave: () => void) => () => void,
  target: Listen = window,
  quietMs: number = LOGIN_START_QUIET_MS,
): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  let stopLeaving = () => {};
  const timer = setTimeout(() => fire(), quietMs);
  const stop = () => {
    clearTimeout(timer);
    for (const name of events) target.removeEventListener(name, fire, true);
    stopLeaving();
  };
  let done = false;
  function fire() {
    if (done) return;
    done = true;
    stop();
    run();
  }
  for (const name of events) target.addEventListener(name, fire, true);
  stopLeaving = onLeave(fire);
  return stop;
}
