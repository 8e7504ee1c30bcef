import { describe, expect, it } from 'vitest';
import { byTime, newestFirst } from './time-order';

describe('time order', () => {
  it('[UX-4] orders ISO timestamps as time runs, across days, months and years', () => {
    const times = ['2026-11-23T09:05:00Z', '2025-12-31T23:59:59Z', '2026-11-23T10:00:00Z', '2026-02-01T00:00:00Z'];
    expect([...times].sort(byTime)).toEqual([
      '2025-12-31T23:59:59Z',
      '2026-02-01T00:00:00Z',
      '2026-11-23T09:05:00Z',
      '2026-11-23T10:00:00Z',
    ]);
    expect([...times].sort(newestFirst)[0]).toBe('2026-11-23T10:00:00Z');
    expect(byTime('2026-11-23T10:00:00Z', '2026-11-23T10:00:00Z')).toBe(0);
  });
});
