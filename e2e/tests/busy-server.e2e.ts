// TRUST-3 in Chromium against the real server, its load shedder forced on (harness/busy-server.ts:
// the server's event loop held, the shedder at 40 ms): the app's files, pages, the service worker
// and the sign-in pages are served; the API is shed; the screens say the server is busy and that
// the work is kept, never "check the connection"; the kept note is sent once the server has room.
import { describe, expect, it } from 'vitest';
import { openMenu, queuedTasks } from '../harness/device.js';
import { addNote, openFirstJobComments, waitForJobs } from '../harness/job-notes.js';
import { BUSY_SERVER_ENV, endBusy, makeBusy } from '../harness/busy-server.js';
import { freshPage } from '../harness/browser.js';
import { countRows } from '../harness/server-db.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld(BUSY_SERVER_ENV);

/** What the busy server answers a GET (a navigation when `html`). */
async function statusOf(path: string, html = false): Promise<number> {
  const answer = await fetch(`${world.server.url}${path}`, html ? { headers: { accept: 'text/html' } } : {});
  await answer.arrayBuffer();
  return answer.status;
}

describe('a busy server in Chromium', () => {
  it('[TRUST-3] with the API shed, the app loads, says the server is busy, keeps the note and sends it once there is room', async () => {
    const { page, context } = await signedInPage(world);
    await waitForJobs(page);
    await openFirstJobComments(page);
    // The first sync's lookups are in (the note types), so the note form is as a crew sees it.
    await page.getByRole('button', { name: 'Add note' }).waitFor();
    await expect.poll(() => page.getByText(/Note types load with the first sync/).count()).toBe(0);
    await makeBusy(world.server);

    // The server sheds its API but serves the app's files, pages and the service worker.
    const index = await (await fetch(`${world.server.url}/`, { headers: { accept: 'text/html' } })).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    expect(script).toBeDefined();
    const served = Object.fromEntries(
      await Promise.all(
        [
          ['/', true],
          ['/timesheets', true],
          ['/fleet-list', true],
          [script!, false],
          ['/sw.js', false],
          ['/manifest.webmanifest', false],
          ['/icons/icon-192.png', false],
        ].map(async ([path, html]) => [path, await statusOf(path as string, html as boolean)]),
      ),
    );
    expect(Object.values(served)).toEqual(Object.values(served).map(() => 200));

    // A note made now is kept: its send is shed, no try is counted, the queue page says why.
    const text = `busy ${Date.now()}`;
    const shed: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 503 && /\/api\/(cmd|batch)/.test(r.url())) shed.push(r.url());
    });
    await addNote(page, text);
    await expect.poll(() => shed.length).toBeGreaterThan(0);
    const kept = await queuedTasks(page);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((t) => t.state !== 'waiting' || t.counterTries > 0)).toEqual([]);
    await openMenu(page, 'Queue list');
    await page.getByText('The server is busy; your work is kept on this device and will be sent').waitFor();

    // A navigation to the fleet screen (the app starting again from the busy server): its own call
    // is shed, and it says the server is busy, not "check the connection" (nor the 503's JSON).
    await page.goto(`${world.server.url}/fleet-list`);
    await page
      .getByText(/^The server is busy/)
      .first()
      .waitFor();
    expect(await page.getByText(/connection/i).count()).toBe(0);

    // A phone with nothing cached opens the app and the sign-in page from the busy server.
    const fresh = await freshPage(world.browser);
    await fresh.page.goto(`${world.server.url}/login`);
    await fresh.page.getByRole('button', { name: /sign in/i }).click();
    await fresh.page.waitForURL(/\/oidc\//);
    await fresh.page.getByLabel(/password/i).waitFor();
    await fresh.context.close();

    // The server has room again: the kept note is sent, once.
    endBusy(world.server);
    await expect.poll(() => queuedTasks(page)).toEqual([]);
    expect(countRows(world.server.dataDir, 'select count(*) n from notes where text = ?', text)).toBe(1);
    await context.close();
  });
});
