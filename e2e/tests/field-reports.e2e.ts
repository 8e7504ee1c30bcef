import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { queueLength } from '../harness/device.js';
import { e2eWorld, signedInPage } from '../harness/world.js';
import { countRows } from '../harness/server-db.js';

const world = e2eWorld();

/** A real JPEG made by the browser's own encoder: a camera photo stand-in of 2400×1800. */
async function photo(page: Page, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate((h) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 2400, 1800);
    gradient.addColorStop(0, `hsl(${h}, 70%, 40%)`);
    gradient.addColorStop(1, `hsl(${h + 90}, 70%, 60%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2400, 1800);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, hue);
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

async function sign(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: 'Signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? -25 : 25), {
      steps: 3,
    });
  }
  await page.mouse.up();
}

describe('field reports in Chromium', () => {
  it('[REPORT-1] [REPORT-2] [REPORT-3] [REPORT-4] [REPORT-5] [REPORT-7] [FIELD-8] a contractor billing report filled offline with two photos and a signature reaches the server and opens as a PDF', async () => {
    const { page } = await signedInPage(world);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByText('Jobs List', { exact: true }).click();
    await page.getByRole('list', { name: 'Jobs' }).getByRole('link').first().click();
    // [REPORT-1] the templates reached the device with the sign-in, no reload needed.
    const newReport = page.getByRole('link', { name: 'New Contractor Billing' });
    await newReport.waitFor();
    const photos = [await photo(page, 10), await photo(page, 200)];

    await page.context().setOffline(true);
    await newReport.click();
    await page.getByRole('textbox', { name: /^Crew lead/ }).waitFor();
    await page.getByLabel(/^Work date/).fill('2026-11-20');
    await page.getByRole('textbox', { name: /^Crew lead/ }).fill('Carlos Crew');
    await page.getByRole('button', { name: 'Add line item' }).click();
    const description = `Saw-cut asphalt ${Date.now()}`;
    await page.getByRole('textbox', { name: /^Code/ }).first().fill('SAW-01');
    await page
      .getByRole('textbox', { name: /^Description/ })
      .first()
      .fill(description);
    await page
      .getByLabel('Unit', { exact: true })
      .or(page.getByLabel(/^Unit \*/))
      .first()
      .selectOption('LF');
    await page
      .getByLabel(/^Quantity/)
      .first()
      .fill('120');
    await page
      .getByLabel(/^Unit price/)
      .first()
      .fill('4.5');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles([
        { name: 'before.jpg', mimeType: 'image/jpeg', buffer: photos[0] as Buffer },
        { name: 'after.jpg', mimeType: 'image/jpeg', buffer: photos[1] as Buffer },
      ]);
    await page.getByRole('img', { name: 'Photo 2' }).waitFor();
    await page.getByRole('textbox', { name: /^Foreman name/ }).fill('Frank Foreman');
    await sign(page);
    await page.getByRole('button', { name: 'Submit report' }).click();
    await page.waitForURL(/job-page/);
    expect(await queueLength(page)).toBe(3); // two photos, then the report

    await page.context().setOffline(false);
    await expect.poll(() => queueLength(page)).toBe(0);
    expect(countRows(world.server.dataDir, 'select count(*) n from images')).toBe(2);
    expect(
      countRows(
        world.server.dataDir,
        "select count(*) n from reports join report_templates using (report_template_id) where report_template_name = 'cbilling'",
      ),
    ).toBe(1);
    // [REPORT-5] the device kept (and sent) each photo with its long side at 2048 px.
    expect(
      countRows(world.server.dataDir, 'select count(*) n from images where width = 2048 and height = 1536'),
    ).toBe(2);
    // [FIELD-8] each photo kept when it was taken (no EXIF here: the device clock at the pick).
    expect(
      countRows(
        world.server.dataDir,
        "select count(*) n from images where taken_at like '____-__-__T__:__:__%'",
      ),
    ).toBe(2);
    // [REPORT-2] the line item typed offline is what the server stored.
    expect(
      countRows(
        world.server.dataDir,
        'select count(*) n from reports where values_json like ?',
        `%${description}%`,
      ),
    ).toBe(1);

    const pdfAnswer = page.waitForResponse((r) => r.url().includes('/api/ContractorBillingForm'));
    await page.getByRole('button', { name: 'View PDF' }).click();
    const answer = await pdfAnswer;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/pdf');
    await page.locator('canvas').first().waitFor();
    await page
      .getByText(/^\d+ pages?$/)
      .first()
      .waitFor();

    // [REPORT-4] a PDF once viewed opens again with no network.
    await page.context().setOffline(true);
    await page.reload();
    await page.locator('canvas').first().waitFor();
    await page.context().close();
  });
});
