// TSX-4 in Chromium: times typed in the day editor, before "Save job", are on the device as they are
// typed: a reload without signal brings them back, and so does accepting an app update. The server
// serves its own copy of the built app, so the test can publish a "new version" of it (a changed
// service worker) without touching the shared build.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WEB_DIST } from '../harness/server.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const appCopy = mkdtempSync(join(tmpdir(), 'fieldops-e2e-app-'));
cpSync(WEB_DIST, appCopy, { recursive: true });
const world = e2eWorld({ WEB_DIST: appCopy });
afterAll(() => rmSync(appCopy, { recursive: true, force: true }));

/** A new version of the app on the server: its service worker changes (and loses its stale precompressed copies). */
function publishNewVersion(): void {
  const worker = join(appCopy, 'sw.js');
  writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// next version ${Date.now()}\n`);
  rmSync(`${worker}.br`, { force: true });
  rmSync(`${worker}.gz`, { force: true });
}

/** Whether the device's kept day drafts (the store `timesheetDrafts`, one row per day) hold `text`. */
function draftHolds(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((done, fail) => {
        const open = indexedDB.open('fieldops');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('timesheetDrafts').objectStore('timesheetDrafts').getAll();
          get.onsuccess = () => {
            done(JSON.stringify(get.result ?? null).includes(wanted));
            open.result.close();
          };
        };
      }),
    text,
  );
}

const CREW = 'Carlos Crew';
const endOf = (page: Page) => page.getByLabel(`End of ${CREW}`);

describe('timesheet drafts in Chromium', () => {
  it('[TSX-4] times typed before "Save job" survive a reload without signal and an app update', async () => {
    const { page } = await signedInPage(world);
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('TimeSheet', { exact: true }).click();
    await page.getByRole('link', { name: /^Monday\b.*: Confirmed/ }).waitFor();

    await page.context().setOffline(true);
    await page.getByText('Network is offline').first().waitFor();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('link', { name: /^Monday\b.*: Nothing yet$/ }).click();
    await page.getByRole('combobox', { name: 'Add a job' }).click();
    const job = (await page.getByRole('option').first().textContent()) ?? '';
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Add job' }).click();
    await page.getByRole('link', { name: `Times and crew of ${job}` }).click();
    await page.getByRole('combobox', { name: 'Add crew' }).click();
    // TSX-5: a roster person's option reads "Name · Trade, Class".
    await page.getByRole('option', { name: new RegExp(`^${CREW}( · .*)?$`) }).click();
    await page.getByRole('button', { name: 'Add to job' }).click();
    await endOf(page).fill('14:15');
    // The editor keeps what is typed after a short pause; the phone is dropped after that.
    await expect.poll(() => draftHolds(page, '14:15')).toBe(true);
    const editor = page.url();

    // The phone drops the page with no signal: the app and the typed time come back.
    await page.reload();
    await endOf(page).waitFor();
    expect(await endOf(page).inputValue()).toBe('14:15');
    await page.getByText(/Changes not saved yet, kept on this device since/).first().waitFor();

    // Back online, a new version is published and accepted: the typed time is still there.
    await page.context().setOffline(false);
    publishNewVersion();
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Update App', { exact: true }).click();
    const prompt = page.getByRole('dialog', { name: 'Update App' });
    await prompt.getByText('A new version is available. Update now?').waitFor();
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Yes' }).click()]);
    await page.goto(editor);
    await endOf(page).waitFor();
    expect(await endOf(page).inputValue()).toBe('14:15');
  });
});
