import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether the first screen was shown: each test gets a fresh copy.
const freshModule = async () => {
  vi.resetModules();
  return import('./first-screen');
};
/** More than the first paint's background-tab timer (after-first-paint.ts). */
const PAINTED_MS = 300;

type Deliver = (entries: { startTime: number }[]) => void;

/** A browser that reports contentful paints: `deliver` hands the observer its entries. */
function reportingPaints() {
  const seen: { deliver?: Deliver; disconnected: boolean } = { disconnected: false };
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: (list: { getEntries(): { startTime: number }[] }) => void) {
      seen.deliver = (entries) => callback({ getEntries: () => entries });
    }
    observe(): void {}
    disconnect(): void {
      seen.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return seen;
}

describe('afterFirstScreen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('[UX-4] waits for the first screen to be committed and painted, then runs once; later callers at once', async () => {
    const { afterFirstScreen, firstScreenCommitted, PAINT_REPORT_WAIT_MS } = await freshModule();
    const run = vi.fn();
    afterFirstScreen(run);
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();

    firstScreenCommitted();
    firstScreenCommitted(); // StrictMode's second effect, or an error screen after it
    vi.advanceTimersByTime(PAINTED_MS + PAINT_REPORT_WAIT_MS);
    expect(run).toHaveBeenCalledTimes(1);

    const later = vi.fn();
    afterFirstScreen(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('[UX-4] goes on as soon as the browser reports a paint after the commit, not one from before it', async () => {
    const paints = reportingPaints();
    const { afterFirstScreen, firstScreenCommitted } = await freshModule();
    const run = vi.fn();
    afterFirstScreen(run);
    const committedAt = performance.now();
    firstScreenCommitted();
    vi.advanceTimersByTime(PAINTED_MS);
    expect(paints.deliver).toBeDefined();

    paints.deliver?.([{ startTime: committedAt - 1 }]); // the splash's paint, before the screen
    expect(run).not.toHaveBeenCalled();
    paints.deliver?.([{ startTime: performance.now() }]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(paints.disconnected).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
