import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_START_QUIET_MS, startOnFirstNeed } from './start-on-first-need';

describe('startOnFirstNeed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const target = new EventTarget();
    let leave = () => {};
    const run = vi.fn();
    const stopLeaving = vi.fn();
    const cancel = startOnFirstNeed(
      run,
      (onLeave) => {
        leave = onLeave;
        return stopLeaving;
      },
      target as unknown as Window,
    );
    return { target, run, leave: () => leave(), stopLeaving, cancel };
  };

  it('[UX-4] runs at the first tap, once, and stops listening', () => {
    const { target, run, stopLeaving } = setup();
    expect(run).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(LOGIN_START_QUIET_MS);
    expect(run).toHaveBeenCalledTimes(1);
    expect(stopLeaving).toHaveBeenCalled();
  });

  it('[UX-4] runs at the first key press', () => {
    const { target, run } = setup();
    target.dispatchEvent(new Event('keydown'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('[UX-4] runs when the login page is left (a finished sign-in)', () => {
    const { run, leave } = setup();
    leave();
    leave();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('[UX-4] runs after a quiet while with no tap', () => {
    const { run } = setup();
    vi.advanceTimersByTime(LOGIN_START_QUIET_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled, it never runs', () => {
    const { target, run, cancel } = setup();
    cancel();
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(LOGIN_START_QUIET_MS);
    expect(run).not.toHaveBeenCalled();
  });
});
