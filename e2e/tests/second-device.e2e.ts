// OFF-2/OFF-3: a foreman's second device, signed in once and synced while online, then with no
// network at all: the job's reports list holds the report made on the first device, its PDF opens,
// the gallery shows the job's photos, and the job says "Ready offline". TRUST-4: no tap is needed
// for the PDF, and a report sent while the second device holds the job travels to it by itself.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { postJobWork } from '../harness/job-work.js';
import { SYNC_WAIT_MS } from '../harness/waits.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();

/** The signed-in foreman's job at `index` in the job list (the first by default), opened. */
async function openFirstJob(page: Page, index = 0): Promise<number> {
  await page.goto(`${world.server.url}/job-list`);
  const link = page.getByRole('list', { name: 'Jobs' }).getByRole('link').nth(index);
  const jobID = Number(/\/jobs\/(\d+)\//.exec((await link.getAttribute('href')) ?? '')![1]);
  await page.goto(`${world.server.url}/jobs/${jobID}/job-page`);
  return jobID;
}

/**
 * On the first device, through its own session: a photo and a signed Daily Report on the job, as
 * its queue would send them (the report form itself is covered by field-reports.e2e.ts).
 */
async function workOnFirstDevice(page: Page, jobID: number, tag = 'second'): Promise<void> {
  const answers = await postJobWork(page, jobID, `e2e-${tag}-photo`, `e2e-${tag}-report`);
  for (const answer of answers) expect(answer.slice(0, 3), answer.slice(0, 300)).toBe('200');
}

describe('a second device of the same foreman', () => {
  it('[OFF-2] [OFF-3] after sign-in and one sync, offline: the report made on the first device is listed and its PDF opens, the gallery shows the photos, the job is ready offline', async () => {
    const first = await signedInPage(world);
    const jobID = await openFirstJob(first.page);
    await workOnFirstDevice(first.page, jobID);
    await first.context.close();

    const { page, context } = await signedInPage(world);
    await page.goto(`${world.server.url}/jobs/${jobID}/job-page`);
    const reports = page.getByRole('list', { name: /reports/i });
    await reports.getByText('Daily Report, location 1').waitFor({ timeout: SYNC_WAIT_MS });
    // TRUST-4: the PDFs come with the sync like the photo copies and documents, without a tap.
    await page.getByText('Ready offline', { exact: true }).waitFor({ timeout: SYNC_WAIT_MS });

    await context.setOffline(true);
    await page.goto(`${world.server.url}/jobs/${jobID}/job-page`);
    await page.getByText('Ready offline', { exact: true }).waitFor();
    await reports.getByText('Daily Report, location 1').waitFor();
    await expect(reports.getByText('Filled by Frank Foreman').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('button', { name: 'View PDF' }).first().click();
    await page.locator('canvas').first().waitFor();

    await page.goto(`${world.server.url}/job-list/${jobID}/job-gallery`);
    const card = page.getByRole('listitem').filter({ hasText: 'Photo 1 · location' });
    const thumb = card.locator('img');
    await thumb.waitFor();
    expect(await thumb.getAttribute('src')).toMatch(/^blob:/);
    expect(await thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);
    await context.close();
  });

  it('[TRUST-4] a report sent from the first device on a job the second holds: after its sync the second fetches the PDF without a tap, never says "Not ready offline", and opens the PDF offline', async () => {
    const second = await signedInPage(world);
    const jobID = await openFirstJob(second.page, 1);
    const ready = second.page.getByText('Ready offline', { exact: true });
    await ready.waitFor({ timeout: SYNC_WAIT_MS });
    await watchForNotReady(second.page);

    const first = await signedInPage(world);
    await workOnFirstDevice(first.page, jobID, 'travel');
    await first.context.close();

    // The second device's own sync tick brings the report, then its PDF; nobody taps anything.
    const reports = second.page.getByRole('list', { name: /reports/i });
    await reports.getByText('Daily Report, location 1').waitFor({ timeout: SYNC_WAIT_MS });
    await expect.poll(() => pdfsKept(second.page), { timeout: SYNC_WAIT_MS }).toContain('e2e-travel-report');
    await ready.waitFor({ timeout: SYNC_WAIT_MS });
    expect(await notReadySeen(second.page)).toEqual([]);

    await second.context.setOffline(true);
    await second.page.goto(`${world.server.url}/jobs/${jobID}/job-page`);
    await ready.waitFor();
    await reports.getByRole('button', { name: 'View PDF' }).click();
    await second.page.locator('canvas').first().waitFor();
    expect(await second.page.getByText('error trying to load report').count()).toBe(0);
    await second.context.close();
  });
});

/** Records every "Not ready offline" the page shows from now on (the badge may flip for a moment only). */
async function watchForNotReady(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as Window & { notReadySeen?: string[] }).notReadySeen = seen;
    const look = () => {
      const text = document.body.textContent ?? '';
      const at = text.indexOf('Not ready offline');
      if (at >= 0) seen.push(text.slice(at, at + 120));
    };
    new MutationObserver(look).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

function notReadySeen(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as Window & { notReadySeen?: string[] }).notReadySeen ?? ['not watched'],
  );
}

/** The reference codes of the report PDFs kept on the device (IndexedDB, beside the app's Dexie). */
function pdfsKept(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((done, fail) => {
        const open = indexedDB.open('fieldops');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const files = db.transaction('files').objectStore('files').getAll();
          files.onerror = () => fail(files.error);
          files.onsuccess = () => {
            done(
              (files.result as { id: string; code?: string; blob?: Blob }[])
                .filter((f) => f.id.startsWith('report-pdf:') && f.blob)
                .map((f) => f.code ?? ''),
            );
            db.close();
          };
        };
      }),
  );
}
