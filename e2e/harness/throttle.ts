// The links crews really have (FIELD-3): a page's network throttled through DevTools
// (`Network.emulateNetworkConditions`), upload and download separately, and cut off entirely.
// Offline goes through the same session: Playwright's own setOffline would reset the throttle.
import type { Page } from 'playwright-core';
import { SYNC_WAIT_MS } from './waits.js';

export interface Link {
  /** Uplink in kbit/s. */
  upKbps: number;
  /** Downlink in kbit/s. */
  downKbps: number;
  latencyMs?: number;
}

export interface ThrottledLink {
  /** Throttles to `link` (and brings the network back if it was cut). */
  set(link: Link): Promise<void>;
  /** No network at all: requests in flight fail, navigator.onLine turns false. */
  cut(): Promise<void>;
  /** Back to the last link set. */
  restore(): Promise<void>;
}

const bytesPerSecond = (kbps: number) => (kbps * 1000) / 8;

export async function throttledLink(page: Page, initial: Link): Promise<ThrottledLink> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  let current = initial;
  const apply = (offline: boolean) =>
    session.send('Network.emulateNetworkConditions', {
      offline,
      latency: current.latencyMs ?? 100,
      uploadThroughput: bytesPerSecond(current.upKbps),
      downloadThroughput: bytesPerSecond(current.downKbps),
    });
  await apply(false);
  return {
    async set(link) {
      current = link;
      await apply(false);
    },
    cut: () => apply(true).then(() => undefined),
    restore: () => apply(false).then(() => undefined),
  };
}

/**
 * How long `bytes` take on `kbps` of uplink, doubled for a loaded machine and chunk overheads, plus
 * a queue wait (ticks, backoff): the ceiling of a wait for an upload to land.
 */
export function transferWaitMs(bytes: number, kbps: number): number {
  return Math.ceil(((bytes * 8) / (kbps * 1000)) * 1000 * 2) + SYNC_WAIT_MS;
}
