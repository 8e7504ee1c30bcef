// OFFICE-9 in Chromium against the real server and both built apps: what the office keeps in the
// Fleet and Job folders areas reaches Frank's phone (the fleet on a forced refresh, as its Refresh
// button asks past the server's 60 s cache; a job folder on its next file sync), and a photo his
// phone takes on a job, with its position, shows in the Photos area as a pin and on the timeline.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations } from '../harness/axe.js';
import { openMenu } from '../harness/device.js';
import { JOB_LIST, waitForJobs } from '../harness/job-notes.js';
import { signedInConsole } from '../harness/office-console.js';
import { countRows } from '../harness/server-db.js';
import { animationsDone } from '../harness/settled.js';
import { SYNC_WAIT_MS } from '../harness/waits.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();
const SITE = { latitude: 39.7817, longitude: -89.6501 };
const NO_TILES = /tile\.openstreetmap\.org/;

/** A small camera-like JPEG, drawn in the phone's own page. */
async function sitePhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#8a6';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#333';
    context.fillRect(200, 150, 240, 180);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** Axe on the console as it is now: the pointer stays where the test left it (often the navbar). */
async function axeClean(office: Page, where: string): Promise<void> {
  await animationsDone(office);
  expect(describeViolations(where, await seriousViolations(office))).toEqual([]);
}

describe('fleet, job folders and photos from the office console', () => {
  it('[OFFICE-9] a vehicle added and retired in Fleet comes to and leaves Frank’s fleet list; a folder set up for his job reaches his phone; his placed photo shows as a pin and on the timeline', async () => {
    // Frank's phone, where he stands on the job (the position a photo keeps, FIELD-8).
    const { page: phone } = await signedInPage(world, {
      email: 'foreman@acme.example',
      device: { geolocation: SITE, permissions: ['geolocation'] },
      before: (fresh) => fresh.route(NO_TILES, (route) => route.abort('internetdisconnected')),
    });
    await waitForJobs(phone);
    // His first job as the list shows it; its number and id read from the job page it opens.
    await phone.getByRole('list', { name: JOB_LIST }).getByRole('link').first().click();
    await phone.waitForURL(/\/jobs\/\d+\/job-page$/);
    const jobID = Number(/\/jobs\/(\d+)\//.exec(phone.url())?.[1]);
    const heading = phone.getByRole('heading', { level: 1, name: /^Job page \S+$/ });
    const jobNumber = (await heading.textContent())?.replace(/^Job page /, '') ?? '';
    const photosBefore = countRows(
      world.server.dataDir,
      'select count(*) n from images where job_id = ?',
      jobID,
    );
    await phone.getByRole('link', { name: 'Photos' }).click();
    await phone
      .locator('input[type="file"]')
      .setInputFiles({ name: 'site.jpg', mimeType: 'image/jpeg', buffer: await sitePhoto(phone) });

    const office = await signedInConsole(world);
    await office.context().route(NO_TILES, (route) => route.abort('internetdisconnected'));
    const nav = office.getByRole('navigation', { name: 'Console areas' });

    // Fleet: a new vehicle, then Frank's Refresh (forced past the cache) lists it.
    await nav.getByRole('link', { name: 'Fleet' }).click();
    const fleetTable = office.getByRole('table', { name: 'Vehicles and assets of the company' });
    await fleetTable.waitFor();
    // The active navbar link, hovered, keeps AA contrast (it was 4.0:1).
    await nav.getByRole('link', { name: 'Fleet' }).hover();
    await axeClean(office, 'fleet (its navbar link hovered)');
    const code = `V-E2E${Date.now() % 100_000}`;
    const name = `Bucket truck ${code}`;
    await office.getByRole('button', { name: 'Add a vehicle' }).click();
    const form = office.getByRole('dialog', { name: 'New vehicle' });
    await form.getByRole('textbox', { name: /^Unit number or tag/ }).fill(code);
    await form.getByRole('textbox', { name: /^Name/ }).fill(name);
    await form.getByRole('textbox', { name: /^Type/ }).fill('Bucket truck');
    await form.getByRole('button', { name: 'Save' }).click();
    const row = fleetTable.getByRole('row').filter({ hasText: code });
    await row.waitFor();

    await openMenu(phone, 'Fleet');
    await phone.waitForURL(/\/fleet-list$/);
    const refresh = phone.getByRole('button', { name: 'Refresh' });
    const truck = phone
      .getByRole('list', { name: 'Vehicles and assets' })
      .getByRole('listitem', { name: `${name} (${code})` });
    await refresh.click();
    await truck.waitFor();

    await row.click();
    await office
      .getByRole('dialog', { name: `Edit ${code}` })
      .getByRole('button', { name: 'Retire' })
      .click();
    await row.waitFor({ state: 'detached' });
    await refresh.click();
    await truck.waitFor({ state: 'detached' });

    // Job folders: the office sets one up on Frank's job; his phone's next sync lists it.
    await nav.getByRole('link', { name: 'Job folders' }).click();
    await office.getByLabel('Job', { exact: true }).and(office.locator('input')).fill(jobNumber);
    await office.getByRole('option', { name: new RegExp(`^${jobNumber} ·`) }).click();
    await office.getByRole('heading', { name: `Folders of job #${jobID}` }).waitFor();
    const folder = `Permits ${code}`;
    await office.getByRole('textbox', { name: /^New folders/ }).fill(folder);
    await office.getByRole('button', { name: 'Set up the folders' }).click();
    await office
      .getByRole('table', { name: 'Folders of the job' })
      .getByRole('row')
      .filter({ hasText: folder })
      .getByText('On the drive')
      .waitFor();
    await axeClean(office, 'job folders');

    await openMenu(phone, 'File Sync');
    await phone.waitForURL(/\/file-sync$/);
    await phone.getByRole('button', { name: 'Sync now' }).click();
    const kept = phone
      .getByRole('list', { name: 'Tracked folders' })
      .getByRole('listitem')
      .filter({ hasText: folder });
    await kept.waitFor({ timeout: SYNC_WAIT_MS });
    await kept.getByText(`Job ${jobNumber}`).waitFor();

    // Photos: Frank's photo, stored with his position, is a pin on the map and on the timeline.
    await expect
      .poll(() => countRows(world.server.dataDir, 'select count(*) n from images where job_id = ?', jobID), {
        timeout: SYNC_WAIT_MS,
      })
      .toBe(photosBefore + 1);
    await nav.getByRole('link', { name: 'Job photos' }).click();
    await office.getByLabel('Job', { exact: true }).and(office.locator('input')).fill(jobNumber);
    await office.getByRole('option', { name: new RegExp(`^${jobNumber} ·`) }).click();
    await office.getByRole('heading', { name: `Photos of job #${jobID}` }).waitFor();
    const timeline = office.getByRole('list', { name: 'Photos by day' });
    await expect.poll(() => timeline.getByRole('button').count()).toBe(photosBefore + 1);
    // Frank's photo kept where he stood; every placed photo of the job has its pin.
    const placed = (where: string) =>
      countRows(world.server.dataDir, `select count(*) n from images where job_id = ? and ${where}`, jobID);
    expect(
      placed(`abs(latitude - ${SITE.latitude}) < 0.0001 and abs(longitude - ${SITE.longitude}) < 0.0001`),
    ).toBe(1);
    const pins = office.locator('[data-testid="photo-map"] .photo-pin');
    await expect.poll(() => pins.count()).toBe(placed('latitude is not null'));
    await office.getByText(/^\d+ of \d+ photos have a position and are on the map\.$/).waitFor();
    await axeClean(office, 'job photos');

    await phone.context().close();
    await office.context().close();
  });
});
