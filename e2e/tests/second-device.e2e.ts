// OFF-2/OFF-3: a foreman's second device, signed in once and synced while online, then with no
// network at all: the job's reports list holds the report made on the first device, its PDF opens,
// the gallery shows the job's photos, and the job says "Ready offline".
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { postJobWork } from '../harness/job-work.js';
import { UI_WAIT_MS, SYNC_WAIT_MS } from '../harness/waits.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();

/** The first job of the signed-in foreman, opened from the job list. */
async function openFirstJob(page: Page): Promise<number> {
  await page.goto(`${world.server.url}/job-list`);
  await page.getByRole('list', { name: 'Jobs' }).getByRole('link').first().click();
  await page.waitForURL(/\/jobs\/\d+\/job-page$/);
  return Number(/\/jobs\/(\d+)\//.exec(page.url())![1]);
}

/**
 * On the first device, through its own session: a photo and a signed Daily Report on the job, as
 * its queue would send them (the report form itself is covered by field-reports.e2e.ts).
 */
async function workOnFirstDevice(page: Page, jobID: number): Promise<void> {
  const answers = await postJobWork(page, jobID, 'e2e-second-photo', 'e2e-second-report');
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
    // The PDFs come for jobs marked for offline; the rest (photo copies, documents) with the sync.
    await page.getByRole('button', { name: 'Make available offline' }).click({ timeout: UI_WAIT_MS });
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
});
