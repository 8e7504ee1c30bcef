// SRV-5 / OPS-2: the rate limit's own counting (the HTTP behaviour is in http.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryRateLimitStore, type LimitCount } from './rate-limit.js';

const MINUTE = 60_000;

function counter() {
  const store = memoryRateLimitStore();
  return (key: string): LimitCount => {
    let answer: LimitCount | undefined;
    store.incr(
      key,
      (error, count) => {
        if (error) throw error;
        answer = count;
      },
      MINUTE,
    );
    return answer!;
  };
}

afterEach(() => vi.useRealTimers());

describe('memory rate-limit store', () => {
  it('[SRV-5] counts each key apart within its window and says when the window ends', () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1, 12, 0, 50) });
    const hit = counter();
    expect([hit('a'), hit('a'), hit('b')].map((c) => c.current)).toEqual([1, 2, 1]);
    vi.advanceTimersByTime(20_000);
    // The window started at a's first request, not at the clock's minute (12:01:00 passed).
    expect(hit('a')).toEqual({ current: 3, ttl: 40_000 });
  });

  it('[OPS-2] a window that ended starts again from one', () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1, 12, 0, 0) });
    const hit = counter();
    for (let i = 0; i < 5; i++) hit('busy');
    vi.advanceTimersByTime(MINUTE);
    expect(hit('busy')).toEqual({ current: 1, ttl: MINUTE });
  });
});
