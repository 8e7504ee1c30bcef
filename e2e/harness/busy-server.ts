// TRUST-3: a server made busy on demand (hold-event-loop.mjs preloaded), with its load shedder
// on at a low threshold, so the real shedder answers API calls 503 while the flag is set.
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { UI_WAIT_MS } from './waits.js';

const preload = resolve(fileURLToPath(import.meta.url), '../hold-event-loop.mjs');

/** The server's environment: the shedder at 40 ms of event-loop delay, Retry-After 2 s. */
export const BUSY_SERVER_ENV = {
  NODE_OPTIONS: `--import ${preload}`,
  SHED_EVENT_LOOP_DELAY_MS: '40',
  SHED_RETRY_AFTER_S: '2',
};

const flagOf = (dataDir: string) => join(dataDir, 'hold-event-loop');

/** Holds the server's event loop until the shedder answers an API call 503. */
export async function makeBusy(server: { url: string; dataDir: string }): Promise<void> {
  writeFileSync(flagOf(server.dataDir), '');
  const apiCall = async () =>
    (await fetch(`${server.url}/api/cmd?proc=GetMenuItems`, { method: 'POST' })).status;
  await expect.poll(apiCall, { timeout: UI_WAIT_MS }).toBe(503);
}

export function endBusy(server: { dataDir: string }): void {
  rmSync(flagOf(server.dataDir), { force: true });
}
