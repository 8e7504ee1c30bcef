// TRUST-2 and TRUST-5 (issue 27 items 2 and 5) in Chromium against the real server, on a 390 × 844
// phone whose browser keeps storage best-effort (it answers no to persist(), as a browser may):
// the unsent-work warning is one line while changes wait and leaves with the last one sent; the
// offline toast never covers the field being typed in; the queue and device pages name changes by
// job in English and Spanish, no badge or label is cut off, and support facts come last.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { en } from '../../apps/web/src/i18n/messages.js';
import { es } from '../../apps/web/src/i18n/es.js';
import { addNote } from '../harness/job-notes.js';
import { queueLength } from '../harness/device.js';
import { SYNC_WAIT_MS } from '../harness/waits.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();
const PHONE = { width: 390, height: 844 };

/** The browser's answer to "keep this site's storage": no, as Chromium gives a site it barely knows. */
const bestEffortStorage = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(StorageManager.prototype, 'persisted', { value: async () => false });
    Object.defineProperty(StorageManager.prototype, 'persist', { value: async () => false });
  });

async function phone(): Promise<Page> {
  const { page } = await signedInPage(world, { device: { viewport: PHONE }, before: bestEffortStorage });
  // The first job sync reached the device (by address: the phone's menu sits behind the burger).
  await page.goto(`${world.server.url}/job-list`);
  await page.getByRole('list', { name: 'Jobs' }).getByRole('link').first().waitFor();
  return page;
}

/** How many lines an element's text takes on screen. */
const lineCount = (locator: Locator) =>
  locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(
      Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top)),
    ).size;
  });

/** What a 390 × 844 phone shows above its on-screen keyboard. */
const KEYBOARD_UP_HEIGHT = 420;

type Box = { x: number; y: number; width: number; height: number };

/** The box once the toast's entrance has ended (two reads alike). */
async function settledBox(locator: Locator): Promise<Box> {
  let last = '';
  let box: Box | null = null;
  await expect
    .poll(async () => {
      box = await locator.boundingBox();
      const now = JSON.stringify(box);
      const same = now === last && box !== null && (box as Box).y >= 0;
      last = now;
      return same;
    })
    .toBe(true);
  return box!;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The first job's page, by the job list; returns the job's number as the list shows it. */
async function openFirstJob(page: Page): Promise<string> {
  await page.goto(`${world.server.url}/job-list`);
  const first = page.getByRole('list', { name: 'Jobs' }).getByRole('link').first();
  const number = ((await first.locator('p').first().textContent()) ?? '').trim();
  await first.click();
  await page.waitForURL(/\/jobs\/\d+\/job-page$/);
  return number;
}

/** A Daily Report filled and sent from the job's page (the device is offline: it waits). */
async function queueDailyReport(page: Page): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: 'New Daily Report' }).click();
  await page.waitForURL(/report-generic/);
  await page.getByLabel(/^Date/).fill('2026-11-20');
  const weather = page.getByLabel(/^Weather/);
  await weather.focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => weather.inputValue()).not.toBe('');
  await page.getByLabel(/^Hours worked/).fill('8');
  await page.getByRole('textbox', { name: /^Work performed/ }).fill('Trench shored and backfilled');
  await page.getByRole('textbox', { name: 'Or type your name to sign' }).fill('Frank Foreman');
  await page.keyboard.press('Enter');
  await page.getByText('Signed', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Submit report' }).click();
  await page.waitForURL(/job-page/);
}

/** Badges and labels on screen whose text is wider than their box (cut, or ended with "…"). */
const cutOff = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        'main .mantine-Badge-root, main .mantine-Badge-label, main dt, main dd, main h1, main h2, main button',
      ),
    )
      .filter((el) => el.checkVisibility() && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `"${el.textContent?.trim()}" ${el.scrollWidth} > ${el.clientWidth} px`),
  );

describe('trust in words on a phone', () => {
  it('[TRUST-2] the unsent-work warning is one line with its action while changes wait on best-effort storage, and leaves with the last one sent; the offline toast never covers the field typed in', async () => {
    const page = await phone();
    await openFirstJob(page);
    await page.getByRole('link', { name: 'Comments' }).click();
    const banner = page.getByTestId('unsent-work-banner');
    expect(await banner.count()).toBe(0); // nothing waits: no warning

    // The toast, with a field being typed in where the browser put it; then with the keyboard up
    // (the screen shortened to what it leaves) and the field scrolled near the top, where the toast
    // shows first.
    const note = page.getByRole('textbox', { name: /^Note\b(?! type)/ });
    const toast = page.locator('.mantine-Notification-root', { hasText: 'NETWORK IS OFFLINE!' });
    for (const place of ['where it is', 'at the top, keyboard up'] as const) {
      await note.click();
      await page.keyboard.type(`typing ${place}`);
      const screenHeight = place === 'where it is' ? PHONE.height : KEYBOARD_UP_HEIGHT;
      if (place !== 'where it is') {
        await page.setViewportSize({ width: PHONE.width, height: screenHeight });
        await note.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 60));
        expect((await note.boundingBox())!.y).toBeLessThan(100);
      }
      await page.context().setOffline(true);
      await toast.waitFor();
      const toastBox = await settledBox(toast);
      const fieldBox = (await note.boundingBox())!;
      expect(
        overlaps(toastBox, fieldBox),
        `toast ${JSON.stringify(toastBox)}, field ${JSON.stringify(fieldBox)}`,
      ).toBe(false);
      // Clear of the keyboard: the toast sits in the upper part of what the keyboard leaves.
      expect(toastBox.y + toastBox.height).toBeLessThan(screenHeight * 0.6);
      expect(await note.evaluate((el) => el === document.activeElement)).toBe(true);
      await toast.waitFor({ state: 'hidden' });
      await page.context().setOffline(false);
      await page.getByText(en['network.offlineBanner']).waitFor({ state: 'hidden' });
      await note.fill('');
      await page.setViewportSize(PHONE);
    }

    // A note made with no signal: one line counts it, with its action beside it.
    await page.context().setOffline(true);
    await addNote(page, `Gas smell at the trench ${Date.now()}`);
    await banner.waitFor();
    const line = banner.locator('p').first();
    expect(await line.textContent()).toBe('1 change not sent yet');
    expect(await lineCount(line)).toBe(1);
    const keep = banner.getByRole('button', { name: 'Keep on phone' });
    const [bannerBox, keepBox] = [await banner.boundingBox(), await keep.boundingBox()];
    expect(bannerBox!.height).toBeLessThanOrEqual(56);
    expect(keepBox!.y).toBeGreaterThanOrEqual(bannerBox!.y); // the action on the same line
    expect(keepBox!.y + keepBox!.height).toBeLessThanOrEqual(bannerBox!.y + bannerBox!.height);

    // The signal back, the note goes and the warning with it.
    await page.context().setOffline(false);
    await expect.poll(() => queueLength(page), { timeout: SYNC_WAIT_MS }).toBe(0);
    await banner.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('[TRUST-5] at 390 px in English and Spanish, a report waiting names its job, no badge or label is cut off, and the support heading comes after the foreman facts', async () => {
    const page = await phone();
    await page.context().setOffline(true);
    const job = await openFirstJob(page);
    expect(job).not.toBe('');
    await queueDailyReport(page);
    await page.getByRole('link', { name: 'Comments' }).click();
    await addNote(page, 'Crew on site');

    const cut: string[] = [];
    for (const [lang, catalogue, label] of [
      ['en', en, 'English'],
      ['es', es, 'Español'],
    ] as const) {
      await page.goto(`${world.server.url}/device`);
      await page.getByRole('radio', { name: label }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
      // The device page: what waits, the last sync and the storage first; support last.
      // Its sections render once the device's facts are read, so wait for the last one.
      await page.getByRole('heading', { level: 2, name: catalogue['device.section.support'] }).waitFor();
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      const support = headings.indexOf(catalogue['device.section.support']);
      expect(support, headings.join(' | ')).toBe(headings.length - 1);
      expect(headings.indexOf(catalogue['device.section.sync'])).toBeGreaterThanOrEqual(0);
      expect(headings.indexOf(catalogue['device.section.sync'])).toBeLessThan(support);
      expect(headings.indexOf(catalogue['device.section.storage'])).toBeLessThan(support);
      cut.push(...(await cutOff(page)).map((c) => `/device ${lang}: ${c}`));

      // The queue: the report names its job, the note too; every status badge whole.
      await page.goto(`${world.server.url}/queue-list`);
      const list = page.getByRole('list', { name: catalogue['queue.listLabel'] });
      await list.getByRole('listitem').nth(1).waitFor();
      const names = await list.getByRole('listitem').locator('[id$="-name"]').allTextContents();
      const report = catalogue['report.template.generic'];
      const joiner = lang === 'en' ? 'for' : 'de';
      expect(names, names.join(' | ')).toContainEqual(
        expect.stringMatching(new RegExp(`^${report} ${joiner} ${job}\\b`)),
      );
      expect(names).toContainEqual(expect.stringContaining(job));
      expect(await list.locator('.mantine-Badge-root').count()).toBeGreaterThanOrEqual(2);
      cut.push(...(await cutOff(page)).map((c) => `/queue-list ${lang}: ${c}`));
      // The warning stays one line in this language too.
      expect(await lineCount(page.getByTestId('unsent-work-banner').locator('p').first())).toBe(1);
    }
    expect(cut, 'badges and labels cut off at 390 px').toEqual([]);
    await page.context().close();
  });
});
