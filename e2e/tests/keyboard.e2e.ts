// UX-2 in Chromium against the real server and the built app: the field's journeys by keyboard
// alone (Tab, Enter, Space, arrows, typing; no clicks), with the focus visible at every stop and
// moved to the new screen's heading after each navigation.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freshPage } from '../harness/browser.js';
import { expectHeadingFocused, pickFirstOption, tabTo } from '../harness/keyboard.js';
import { COMPANY_ACCOUNT, DEMO_PASSWORD } from '../harness/sign-in.js';
import { lastMonday } from '../harness/timesheet-day.js';
import { e2eWorld, signedInPage } from '../harness/world.js';
import { SYNC_WAIT_MS } from '../harness/waits.js';

const world = e2eWorld();

const menuEntry = (page: Page, entry: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: entry, exact: true });

/** From anywhere in the app: Tab to the job list in the menu, then to the first job. */
async function openFirstJob(page: Page): Promise<void> {
  await tabTo(page, menuEntry(page, 'Jobs List'));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Jobs');
  // The first job sync may still be on its way after a fresh sign-in.
  const firstJob = page.getByRole('list', { name: 'Jobs' }).getByRole('link').first();
  await firstJob.waitFor({ timeout: SYNC_WAIT_MS });
  await tabTo(page, firstJob);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/jobs\/\d+\/job-page$/);
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
}

describe('keyboard-only journeys in Chromium', () => {
  it('[UX-2] signs in and adds a comment to a job with the keyboard alone', async () => {
    const { page, context } = await freshPage(world.browser);
    await page.goto(`${world.server.url}/login`);
    await tabTo(page, page.getByRole('button', { name: 'Sign in with your company account' }));
    await page.keyboard.press('Enter');
    // The identity provider's own form: typed into, Tab between fields, Enter to send.
    await page.waitForURL(/\/oidc\//);
    await tabTo(page, page.getByLabel(/email/i), { visible: false });
    await page.keyboard.type(COMPANY_ACCOUNT);
    await tabTo(page, page.getByLabel(/password/i), { visible: false });
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    // The first screen after sign-in keeps the browser's start point: nothing moved the focus.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    await openFirstJob(page);
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Comments' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/comments$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    const note = `Typed without a mouse ${Date.now()}`;
    await tabTo(page, page.getByRole('textbox', { name: /^Note\b(?! type)/ }));
    await page.keyboard.type(note);
    await tabTo(page, page.getByRole('button', { name: 'Add note' }));
    await page.keyboard.press('Enter');
    await page
      .getByRole('list', { name: 'Comments, newest first' })
      .getByRole('listitem')
      .filter({ hasText: note })
      .first()
      .waitFor();
    await context.close();
  });

  it('[UX-2] fills and submits a daily report with the keyboard alone, signing with a typed name', async () => {
    const { page, context } = await signedInPage(world);
    await openFirstJob(page);
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'New Daily Report' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/report-generic/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    await tabTo(page, page.getByLabel(/^Date/));
    await page.keyboard.type('11202026');
    const weather = page.getByLabel(/^Weather/);
    await tabTo(page, weather);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => weather.inputValue()).not.toBe('');
    await tabTo(page, page.getByLabel(/^Hours worked/));
    await page.keyboard.type('8');
    await tabTo(page, page.getByRole('textbox', { name: /^Work performed/ }));
    await page.keyboard.type('Trench shored and backfilled, by keyboard');
    await tabTo(page, page.getByRole('checkbox', { name: /^Delays today/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('textbox', { name: /^Reason for delay/ }));
    await page.keyboard.type('Waited for the locate crew');
    await tabTo(page, page.getByRole('textbox', { name: 'Or type your name to sign' }));
    await page.keyboard.type('Frank Foreman');
    await page.keyboard.press('Enter');
    await page.getByText('Signed', { exact: true }).waitFor();

    await tabTo(page, page.getByRole('button', { name: 'Submit report' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/job-page/);
    await page.getByText('Report saved. It is sent when the network allows.').first().waitFor();
    await context.close();
  });

  it('[UX-2] builds a timesheet day with the keyboard alone: a job, a crew member, saved', async () => {
    const { page, context } = await signedInPage(world);
    await tabTo(page, menuEntry(page, 'TimeSheet'));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ts-calendar/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    // Last week's Monday: a day the demo data leaves empty.
    await tabTo(page, page.getByRole('button', { name: 'Previous week' }));
    await page.keyboard.press('Enter');
    const monday = page.getByRole('link', { name: /^Monday\b.*: Nothing yet$/ });
    await tabTo(page, monday);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/ts-jobs\\?date=${lastMonday()}$`));

    const addJob = page.getByRole('combobox', { name: 'Add a job' });
    await tabTo(page, addJob);
    const job = await pickFirstOption(page, addJob);
    await tabTo(page, page.getByRole('button', { name: 'Add job' }));
    await page.keyboard.press('Enter');
    const times = page.getByRole('link', { name: `Times and crew of ${job}` });
    await tabTo(page, times);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ts-jobs\/\d+\?date=/);

    const addCrew = page.getByRole('combobox', { name: 'Add crew' });
    await tabTo(page, addCrew);
    // The list is searchable: typing narrows it to the person wanted.
    await page.keyboard.type('Carlos');
    const person = 'Carlos Crew';
    expect(await pickFirstOption(page, addCrew)).toMatch(/^Carlos Crew( · .*)?$/);
    await tabTo(page, page.getByRole('button', { name: 'Add to job' }));
    await page.keyboard.press('Enter');
    await page.getByLabel(`End of ${person}`).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Save job' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/ts-jobs\\?date=${lastMonday()}$`));
    await page.getByRole('link', { name: `Times and crew of ${job}` }).waitFor();
    await context.close();
  });
});
