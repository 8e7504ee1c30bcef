// OFF-2/OFF-3: a foreman's second device, signed in once and synced while online, then with no
// network at all: the job's reports list holds the report made on the first device, its PDF opens,
// the gallery shows the job's photos, and the job says "Ready offline".
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
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
  const answers = await page.evaluate(async (job) => {
    const sid = localStorage.getItem('currentSessionID') ?? '';
    const canvas = (width: number, height: number, draw: (c: CanvasRenderingContext2D) => void) => {
      const element = document.createElement('canvas');
      element.width = width;
      element.height = height;
      draw(element.getContext('2d')!);
      return element;
    };
    const photo = canvas(1600, 1200, (c) => {
      c.fillStyle = 'hsl(30, 70%, 45%)';
      c.fillRect(0, 0, 1600, 1200);
    }).toDataURL('image/jpeg', 0.9);
    const signature = canvas(400, 120, (c) => {
      c.lineWidth = 4;
      c.beginPath();
      c.moveTo(20, 60);
      for (let x = 40; x < 380; x += 20) c.lineTo(x, x % 40 ? 30 : 90);
      c.stroke();
    }).toDataURL('image/png');
    const post = (path: string, body: unknown) =>
      fetch(`${path}${path.includes('?') ? '&' : '?'}sid=${sid}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => `${r.status} ${await r.text()}`);
    return [
      await post('/api/Image', {
        referenceCode: 'e2e-second-photo',
        jobID: job,
        locationNumber: '1',
        base64: photo,
      }),
      await post(`/api/jobs/${job}/locations/1/reports/generic/e2e-second-report`, {
        values: {
          reportDate: '2026-11-20',
          weather: 'Clear',
          hoursWorked: 8,
          workPerformed: 'Trench dug on the first device',
          signature,
        },
        createdDate: new Date().toISOString(),
        createdByUser: 'Frank Foreman',
      }),
    ];
  }, jobID);
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
