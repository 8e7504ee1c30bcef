// TRUST-8 and TRUST-6 in Chromium against the real server, on a 390 px touch phone: the dashboard
// leads to today's work by taps (a job, the changes waiting to be sent), and a report starts from
// what the device knows, continues as one draft however often "New" is tapped, and can be thrown
// away.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en } from '../../apps/web/src/i18n/messages.js';
import { freshPage } from '../harness/browser.js';
import { queueLength } from '../harness/device.js';
import { addNote } from '../harness/job-notes.js';
import { COMPANY_ACCOUNT, signIn } from '../harness/sign-in.js';
import { e2eWorld } from '../harness/world.js';

const world = e2eWorld();

async function signedInPhone(): Promise<Page> {
  const { page } = await freshPage(world.browser, {
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await signIn(page, world.server.url, COMPANY_ACCOUNT);
  await page.waitForURL(/\/dashboard$/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  return page;
}

async function openFromMenu(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: en['menu.toggle'] }).tap();
  await page.getByRole('navigation', { name: 'Main menu' }).getByText(entry, { exact: true }).tap();
}

/** Today in the company's zone, as the device holds it (the same rule the app uses). */
function companyToday(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((done, fail) => {
        const open = indexedDB.open('fieldops');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('settings').objectStore('settings').get('companyTimeZone');
          read.onsuccess = () => {
            const row = read.result as { companyTimeZone?: string } | undefined;
            const timeZone = row?.companyTimeZone ?? 'America/New_York';
            done(new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()));
            open.result.close();
          };
        };
      }),
  );
}

describe('a foreman’s start of the day', () => {
  it('[TRUST-8] the dashboard leads to today’s job and to what waits to be sent, by taps', async () => {
    const page = await signedInPhone();
    const jobs = page.getByRole('list', { name: /^(Today’s jobs|Your jobs)$/ });
    const firstJob = jobs.getByRole('link').first();
    const jobNumber = (await firstJob.locator('p').first().textContent()) ?? '';
    await firstJob.tap();
    await page.waitForURL(/\/jobs\/\d+\/job-page$/);
    await page.getByRole('heading', { level: 1, name: new RegExp(jobNumber) }).waitFor();

    // One change made with no signal waits on the device: the dashboard counts it and leads to it.
    await page.context().setOffline(true);
    await page.getByRole('link', { name: 'Comments' }).tap();
    await addNote(page, `Crew on site ${Date.now()}`);
    expect(await queueLength(page)).toBe(1);
    await openFromMenu(page, 'Dashboard');
    await page.getByRole('link', { name: /^1 change waiting to be sent/ }).tap();
    await page.waitForURL(/\/queue-list$/);
    await page.context().setOffline(false);
    await page.context().close();
  });

  it('[TRUST-6] a new report is prefilled, a second "New" continues the same draft, and a discarded draft leaves the list', async () => {
    const page = await signedInPhone();
    await openFromMenu(page, 'Jobs List');
    await page.getByRole('list', { name: 'Jobs' }).getByRole('link').first().tap();
    const newReport = page.getByRole('link', { name: 'New Contractor Billing' });
    await newReport.tap();

    const workDate = page.getByLabel(/^Work date/);
    await expect.poll(() => workDate.inputValue()).toBe(await companyToday(page));
    expect(await page.getByRole('textbox', { name: /^Foreman name/ }).inputValue()).toBe('Frank Foreman');
    expect(await page.getByRole('textbox', { name: /^Crew lead/ }).inputValue()).toBe('Frank Foreman');
    await page.getByRole('textbox', { name: /^Work order/ }).fill('PO-7731');
    await page.getByText(en['reports.draftSaved']).waitFor();
    const firstRef = new URL(page.url()).searchParams.get('ref');

    await page.goBack();
    const drafts = page
      .getByRole('list', { name: en['reports.listLabel'] })
      .getByRole('listitem')
      .filter({ hasText: en['reports.status.draft'] });
    await expect.poll(() => drafts.count()).toBe(1);
    await newReport.tap();
    await expect.poll(() => page.getByRole('textbox', { name: /^Work order/ }).inputValue()).toBe('PO-7731');
    expect(new URL(page.url()).searchParams.get('ref')).toBe(firstRef);

    await page.getByRole('button', { name: en['reports.discard'] }).tap();
    await page
      .getByRole('dialog', { name: en['reports.discardTitle'] })
      .getByRole('button', { name: en['reports.discardConfirm'], exact: true })
      .tap();
    await page.waitForURL(/\/jobs\/\d+\/job-page$/);
    await newReport.waitFor();
    await expect.poll(() => drafts.count()).toBe(0);
    await page.context().close();
  });
});
