import { vi } from 'vitest';
import { SERVER_WAIT_MS } from './waits.js';

/** `vi.waitFor` with the suite's ceiling: vitest has no global setting for it. */
export function waitUntil<T>(check: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(check, { timeout: SERVER_WAIT_MS, interval: 20 });
}
