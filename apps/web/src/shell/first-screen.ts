// UX-4: what no first screen needs (the toast and dialog hosts, the service worker's registration)
// starts once the first screen is on the glass, so its files are not fetched and evaluated while
// that screen is on its way: on a slow link every request made before the paint delays it.
import { afterFirstPaint } from './after-first-paint';

type Run = () => void;

/** When the browser reports no paint of the screen (nothing larger than before), go on anyway. */
export const PAINT_REPORT_WAIT_MS = 500;

let shown = false;
const waiting: Run[] = [];

/** Runs `run` once the first screen has been shown (at once if it has). */
export function afterFirstScreen(run: Run): void {
  if (shown) run();
  else waiting.push(run);
}

function reveal(): void {
  if (shown) return;
  shown = true;
  for (const run of waiting.splice(0)) run();
}

/**
 * Calls `run` once the browser reports a contentful paint at or after `since` (its presentation
 * time, which comes after the main thread's paint), or after PAINT_REPORT_WAIT_MS.
 */
function afterPresented(since: number, run: Run): void {
  const observer = observeContentfulPaints((time) => {
    if (time >= since) done();
  });
  const timer = setTimeout(done, PAINT_REPORT_WAIT_MS);
  let finished = false;
  function done(): void {
    if (finished) return;
    finished = true;
    observer?.disconnect();
    clearTimeout(timer);
    run();
  }
}

/** Hands `seen` the time of each contentful paint the browser reports, where it reports them. */
function observeContentfulPaints(seen: (time: number) => void): PerformanceObserver | undefined {
  if (typeof PerformanceObserver === 'undefined') return undefined;
  if (!PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) return undefined;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen(entry.startTime);
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  return observer;
}

/** Called by the route tree when it first commits a screen (or its error): its paint is next. */
export function firstScreenCommitted(): void {
  const committed = performance.now();
  afterFirstPaint(() => afterPresented(committed, reveal));
}
