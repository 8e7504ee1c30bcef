// FIELD-5 end to end: the real server goes down for three minutes in the middle of a replay and
// comes back on the same port and data folder. In front of it, the page's requests pass a gateway
// (page.route) that answers 502 while nothing listens, as a load balancer does: the app sees 5xx
// answers, not only refused connections, and must still count no try.
import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { queueLength, queuedTasks } from '../harness/device.js';
import { addNote, openFirstJobComments, waitForJobs } from '../harness/job-notes.js';
import { countRows } from '../harness/server-db.js';
import { OUTAGE_TEST_TIMEOUT_MS, SERVER_OUTAGE_MS, SYNC_WAIT_MS } from '../harness/waits.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const NOTES = 50;
/**
 * The replay is under way: this many requests carrying notes (single or a batch of up to 20,
 * FIELD-6) went through before the server stops.
 */
const SENT_BEFORE_OUTAGE = 1;
const carriesNotes = (route: Route) => /\/api\/(cmd|batch)/.test(route.request().url());

const world = e2eWorld();

describe('queue through a server outage in Chromium', () => {
  it(
    '[FIELD-5] [QUEUE-7] a 3-minute outage in the middle of replaying 50 notes skips none, and all 50 arrive exactly once',
    async () => {
      const { page, context } = await signedInPage(world);
      await waitForJobs(page);
      await openFirstJobComments(page);
      const stamp = Date.now();
      await context.setOffline(true);
      for (let i = 0; i < NOTES; i++) await addNote(page, `outage ${stamp} #${i}`);
      expect(await queueLength(page)).toBe(NOTES);

      let commands = 0;
      let badGateways = 0;
      let outage: Promise<void> | null = null;
      const gateway = async (route: Route) => {
        if (carriesNotes(route) && ++commands === SENT_BEFORE_OUTAGE + 1) {
          outage = world.server.halt(); // the server stops with the replay under way
          await outage;
        }
        try {
          await route.fulfill({ response: await route.fetch() });
        } catch {
          badGateways += 1;
          await route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' });
        }
      };
      await page.route('**/api/**', gateway);
      await context.setOffline(false);
      await expect.poll(() => outage !== null, { timeout: SYNC_WAIT_MS }).toBe(true);
      await outage;

      // The scenario's length, not a wait for a condition: the server stays down this long.
      await page.waitForTimeout(SERVER_OUTAGE_MS);
      const duringOutage = await queuedTasks(page);
      expect(duringOutage.length).toBeGreaterThan(0);
      expect(duringOutage.filter((t) => t.state !== 'waiting' || t.counterTries > 0)).toEqual([]);
      expect(badGateways).toBeGreaterThan(1); // the app did get 5xx answers, and counted none

      const restartedAt = Date.now();
      await world.server.restart();
      await expect.poll(() => queueLength(page)).toBe(0);
      console.info(
        `[FIELD-5] queue drained ${Math.round((Date.now() - restartedAt) / 1000)} s after restart`,
      );
      await page.unrouteAll({ behavior: 'wait' });

      const like = `outage ${stamp} #%`;
      const { dataDir } = world.server;
      expect(countRows(dataDir, 'select count(*) n from notes where text like ?', like)).toBe(NOTES);
      expect(countRows(dataDir, 'select count(distinct text) n from notes where text like ?', like)).toBe(
        NOTES,
      );
      await context.close();
    },
    OUTAGE_TEST_TIMEOUT_MS,
  );
});
