import { vi } from 'vitest';
import { ASYNC_WAIT_MS } from './wait-sizes';

/** `vi.waitFor` with the suite's ceiling: vitest has no global setting for it. */
export function waitUntil<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: ASYNC_WAIT_MS, interval: 20 });
}
