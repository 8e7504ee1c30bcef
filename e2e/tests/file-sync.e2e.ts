import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eWorld, signedInPage } from '../harness/world.js';

// The demo's standalone folder (apps/server/src/demo/seed-drive.ts) and its files.
const DEMO_FOLDER_ID = 'safety-library-demo';
const ALLOWED = ['Cone layout.jpg', 'Emergency contacts.txt', 'Sign legend.png', 'Trench safety.pdf'];
const NOT_DOWNLOADED = ['Old forms.zip', 'Toolbox talk.docx'];

const world = e2eWorld();

const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: new RegExp(`^${text}$`) });

/** Where the local drive keeps a file, read from its index (as an operator would find it). */
function driveFilePath(name: string): string {
  const root = join(world.server.dataDir, 'drive');
  const index = JSON.parse(readFileSync(join(root, '.index.json'), 'utf8')) as {
    items: Record<string, { kind: string; rel: string; name: string; parent: string | null }>;
  };
  const entry = Object.values(index.items).find(
    (e) => e.kind === 'file' && e.name === name && e.parent === DEMO_FOLDER_ID,
  );
  if (!entry) throw new Error(`${name} is not in the drive's index`);
  return join(root, ...entry.rel.split('/'));
}

describe('tracked folders in Chromium', () => {
  it('[FILES-1] [FILES-2] [FILES-3] [SYNC-5] [SYNC-7] [SYNC-8] [SYNC-9] a tracked demo folder downloads its allowed files with toasts, opens offline, a file changed on the drive is downloaded again, and an upload made offline reaches the drive', async () => {
    const { page, context } = await signedInPage(world);
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('File Sync', { exact: true }).click();
    await page.waitForURL(/\/file-sync$/);

    // [SYNC-9] a Drive folder address: the prefix is stripped to the id.
    await page
      .getByLabel('Folder id or address')
      .fill(`https://drive.google.com/drive/folders/${DEMO_FOLDER_ID}?usp=sharing`);
    await page.getByRole('button', { name: 'Add folder' }).click();
    const card = page.getByTestId(`folder-${DEMO_FOLDER_ID}`);
    await card.waitFor();
    // [SYNC-5] the toasts, each for 1.5 s.
    await toast(page, 'Syncing').first().waitFor();
    const downloaded = toast(page, 'Downloaded Trench safety.pdf');
    await downloaded.waitFor();
    const shownAt = Date.now();
    await downloaded.waitFor({ state: 'detached' });
    expect(Date.now() - shownAt).toBeLessThan(4_000);
    await card.getByText('Synced').waitFor();
    await card.getByText(/4 of 4 files on the device/).waitFor();

    // [SYNC-7] [SYNC-8] the folder's documents: the four allowed ones, synced; no docx or zip.
    await card.getByRole('link', { name: 'Open Safety library' }).click();
    await page.waitForURL(new RegExp(`/file-sync/${DEMO_FOLDER_ID}$`));
    for (const name of ALLOWED)
      await expect.poll(() => page.getByTestId(`tag-${name}`).textContent()).toBe('Synced');
    for (const name of NOT_DOWNLOADED) expect(await page.getByText(name).count()).toBe(0);

    // [FILES-2] no network, the app reloaded from its service worker: the pdf and an image open.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Open Trench safety.pdf' }).click();
    const pdfPage = page.getByTestId('pdf-pages').locator('canvas').first();
    await pdfPage.waitFor();
    expect(await pdfPage.evaluate((canvas) => (canvas as HTMLCanvasElement).width)).toBeGreaterThan(100);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Open Cone layout.jpg' }).click();
    const image = page.getByRole('img', { name: 'Cone layout.jpg' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    // [SYNC-7] a file changed on the server's drive is downloaded again at the next cycle.
    await context.setOffline(false);
    const file = driveFilePath('Emergency contacts.txt');
    writeFileSync(file, 'Dispatch: 555-0177 (new number)\n');
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('File Sync', { exact: true }).click();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await toast(page, 'Downloaded Emergency contacts.txt').waitFor();
    await page
      .getByTestId(`folder-${DEMO_FOLDER_ID}`)
      .getByRole('link', { name: 'Open Safety library' })
      .click();
    await page.getByRole('button', { name: 'Open Emergency contacts.txt' }).click();
    await page
      .getByTestId('text-document')
      .getByText('Dispatch: 555-0177 (new number)')
      .waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    // [FILES-3] a file uploaded offline waits in the queue, then reaches the drive once online.
    await context.setOffline(true);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Daily log.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Backfilled trench 3.\n'),
    });
    await expect.poll(() => page.getByTestId('tag-Daily log.txt').textContent()).toBe('Waiting to upload');
    await context.setOffline(false);
    await expect
      .poll(() => page.getByTestId('tag-Daily log.txt').textContent())
      .toBe('Synced');
    expect(readFileSync(driveFilePath('Daily log.txt'), 'utf8')).toBe('Backfilled trench 3.\n');
    await context.close();
  });
});
