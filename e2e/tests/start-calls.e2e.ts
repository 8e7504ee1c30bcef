// Issue 16 item 3: an app start makes only the calls it needs. A signed-in start (a reload once
// the sign-in's own start has settled) counts every request until the network is quiet: the API
// calls stay within the measured budget, none is asked twice (those naming a different day, crew
// or folder aside), and every app file comes from the service worker, not the network.
// bench/start-calls.ts prints the same counts for a cold start (browser closed and opened again).
import { describe, expect, it } from 'vitest';
import { JOB_SYNC_INTERVAL_MS } from '../../packages/contract/src/constants.js';
import { countStartCalls } from '../harness/start-calls.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();

/**
 * Measured 27 Nov 2026 (bench/start-calls.ts), cold and warm: the health check, the menu, the
 * dashboard, the job and folder syncs, the report templates and their lookups, the device
 * registration, and the foreman's week with his jobs, crew roster and rule sets. 25 before UX-3's
 * week answer carried each day's crew defaults and subsistence (10 calls, two per stored day).
 */
const MAX_API_CALLS = 15;

describe('an app start in Chromium', () => {
  it('[UX-3] a signed-in start makes only the calls it needs', async () => {
    const { page, context } = await signedInPage(world);
    // The sign-in's start (first downloads, precache) settles before the start that is counted.
    await countStartCalls(context, world.server.url, async () => undefined);

    // Counted: what begins before the sync timer's next tick (JOB_SYNC_INTERVAL_MS), which a start
    // on a loaded machine may still be settling at; that tick is the timer's, not the start's.
    const calls = await countStartCalls(
      context,
      world.server.url,
      async () => {
        await page.reload();
        await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      },
      JOB_SYNC_INTERVAL_MS,
    );

    expect(calls.api.total, JSON.stringify(calls.api.byPath)).toBeLessThanOrEqual(MAX_API_CALLS);
    const repeated = Object.entries(calls.api.byPath).filter(([path, n]) => n > 1 && !path.includes(':id'));
    expect(repeated).toEqual([]);
    expect(calls.network.byPath).toEqual({});
    expect(calls.serviceWorker.total).toBeGreaterThan(0);
  });
});
