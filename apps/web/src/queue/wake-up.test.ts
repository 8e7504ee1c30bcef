import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWakeUp } from './wake-up';

describe('queue wake-up', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('[FIELD-5] after no answer it backs off, longer each time, and starts over once the server answers', async () => {
    const onWake = vi.fn();
    const wakeUp = createWakeUp({ onWake, firstRetryMs: 2_000, random: () => 0 });
    const wokenAfter = async (ms: number) => {
      const before = onWake.mock.calls.length;
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(onWake).toHaveBeenCalledTimes(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(onWake).toHaveBeenCalledTimes(before + 1);
    };
    wakeUp.unreached();
    await wokenAfter(2_000);
    wakeUp.unreached();
    await wokenAfter(4_000);
    wakeUp.unreached();
    await wokenAfter(8_000);
    wakeUp.answered();
    wakeUp.unreached();
    await wokenAfter(2_000);
  });

  it('[FIELD-5] the server coming back ends the outage wait; a spaced-out task plans its own wake-up', async () => {
    const onWake = vi.fn();
    const wakeUp = createWakeUp({ onWake, firstRetryMs: 2_000, random: () => 0 });
    for (let i = 0; i < 6; i++) wakeUp.unreached(); // a long outage: the next retry is 64 s away
    wakeUp.serverBack();
    expect(wakeUp.isPlanned()).toBe(false);
    wakeUp.unreached(); // the streak started over
    await vi.advanceTimersByTimeAsync(2_000);
    expect(onWake).toHaveBeenCalledTimes(1);
    wakeUp.dueAt(1_010_000, 1_000_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onWake).toHaveBeenCalledTimes(2);
    wakeUp.dueAt(null, 1_010_000);
    expect(wakeUp.isPlanned()).toBe(false);
  });

  it('never wakes by itself when tests drive every run (firstRetryMs null)', async () => {
    const onWake = vi.fn();
    const wakeUp = createWakeUp({ onWake, firstRetryMs: null, random: () => 0 });
    wakeUp.unreached();
    wakeUp.dueAt(5_000, 0);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(onWake).not.toHaveBeenCalled();
  });
});
