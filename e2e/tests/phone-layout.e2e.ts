// UX-3 (issue 16 item 3) in Chromium against the real server and the built app: at 390 px wide,
// in English and in Spanish (whose words run longer), every route fits without sideways scrolling,
// no text is under 14 px or cut off by its box, no table shows (tables become lists), and each
// screen's primary action (a long form's save button, the day's confirmation, a note's button, the
// gallery's camera) stays on screen in thumb reach, the page scrolled to its top or its end.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { en, type MessageKey } from '../../apps/web/src/i18n/messages.js';
import { es } from '../../apps/web/src/i18n/es.js';
import { measurePhoneLayout, primaryActionPlaces } from '../harness/phone-layout.js';
import { DEMO_FOLDER_ID, everyRoute } from '../harness/routes.js';
import { settled } from '../harness/settled.js';
import { lastMonday } from '../harness/timesheet-day.js';
import { UI_WAIT_MS } from '../harness/waits.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();

const PHONE = { width: 390, height: 844 };
/** The save buttons of the long forms (reports, a timesheet day, a new job), on any screen. */
const SAVE_KEYS = [
  'reports.submit',
  'ts.saveDay',
  'ts.job.save',
  'ts.explain.save',
  'erJob.create',
] satisfies MessageKey[];
/**
 * The screens with a primary action, and the one each must show once its data has loaded: the long
 * forms' saves, the day's confirmation, a note's button and the gallery's camera (a report's own
 * "Add photo" is one of its fields, so that name is the gallery's action only on the gallery).
 */
const SCREENS: [RegExp, MessageKey][] = [
  [/^\/(report-generic|jobs\/(dynamic-report|cbilling-report|construct-complete))\?/, 'reports.submit'],
  [/^\/jobs\/new$/, 'erJob.create'],
  [new RegExp(`^/ts-(jobs|show-up)\\?date=${lastMonday()}$`), 'ts.saveDay'],
  [new RegExp(`^/ts-confirmation\\?date=${lastMonday()}$`), 'ts.confirm.button'],
  [/^\/jobs\/\d+\/comments$/, 'notes.add'],
  [/^\/job-list\/\d+\/job-gallery$/, 'reports.addPhoto'],
];
const LANGUAGES = [
  ['English', 'en', en],
  ['Español', 'es', es],
] as const;

/** A list's repeated rows (twenty jobs' same badge) once each. */
function unique(lines: string[]): string[] {
  return [...new Set(lines)];
}

async function chooseLanguage(page: Page, language: string, lang: string): Promise<void> {
  await page.goto(`${world.server.url}/device`);
  // click, not check: the new language renders every screen anew, so the radio is replaced.
  await page.getByRole('radio', { name: language }).click();
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang);
}

describe('the phone layout', () => {
  it('[UX-3] at 390 px every route fits without sideways scrolling, no text under 14 px or clipped, no table, primary actions in view and in thumb reach, English and Spanish', async () => {
    const { page, context } = await signedInPage(world);
    // A tracked folder, so the file sync screens show a folder card and its documents.
    await page.goto(`${world.server.url}/file-sync`);
    await page.getByLabel('Folder id or address').fill(DEMO_FOLDER_ID);
    await page.getByRole('button', { name: 'Add folder' }).click();
    await page.getByTestId(`folder-${DEMO_FOLDER_ID}`).waitFor();
    // Last week's Monday is empty and editable, so its day screens show their save and confirm
    // buttons (the walk's days are this week's, which the demo data has confirmed).
    const editableDay = ['/ts-jobs', '/ts-show-up', '/ts-confirmation'].map(
      (screen) => `${screen}?date=${lastMonday()}`,
    );
    const routes = [...(await everyRoute(page, world.server.url)), ...editableDay];
    await page.setViewportSize(PHONE);

    const wide: string[] = [];
    const small: string[] = [];
    const clipped: string[] = [];
    const tables: string[] = [];
    const actions: string[] = [];
    const actionsSeen = new Set<string>();
    const measures: string[] = [];
    for (const [language, lang, catalogue] of LANGUAGES) {
      await chooseLanguage(page, language, lang);
      for (const route of routes) {
        await page.goto(`${world.server.url}${route}`);
        await settled(page);
        // The screen's data has come (no "Loading…" spinner), so what is measured is what shows.
        await expect
          .poll(() => page.locator('.mantine-Loader-root:visible').count(), { timeout: UI_WAIT_MS })
          .toBe(0);
        const screen = SCREENS.find(([pattern]) => pattern.test(route));
        if (screen) await page.getByRole('button', { name: catalogue[screen[1]], exact: true }).waitFor();
        const actionNames = [...SAVE_KEYS, ...(screen ? [screen[1]] : [])].map((key) => catalogue[key]);
        const where = `${route} ${lang}`;
        const found = await measurePhoneLayout(page);
        measures.push(`${where}: scrollWidth ${found.scrollWidth}, smallest text ${found.smallestText}px`);
        if (found.scrollWidth > PHONE.width) wide.push(`${where}: scrollWidth ${found.scrollWidth}`);
        small.push(...found.small.map((s) => `${where}: ${s}`));
        clipped.push(...found.clipped.map((s) => `${where}: ${s}`));
        tables.push(...found.tables.map((s) => `${where}: ${s}`));
        for (const place of await primaryActionPlaces(page, actionNames)) {
          actionsSeen.add(place.name);
          // Thumb reach: the lower half of the screen, where a thumb rests holding the phone.
          const inReach = place.top >= PHONE.height / 2 && place.bottom <= PHONE.height && !place.covered;
          if (!inReach) {
            actions.push(
              `${where}: "${place.name}" at ${Math.round(place.top)}–${Math.round(place.bottom)} px${
                place.covered ? ', covered' : ''
              }, scrolled to ${place.scrolled}`,
            );
          }
        }
      }
    }
    await context.close();

    console.info(`phone measures:\n${measures.join('\n')}`);
    // Soft, so one run lists every kind of finding; each list names route, text and measure.
    expect.soft(wide, 'screens wider than 390 px').toEqual([]);
    expect.soft(unique(small), 'text under 14 px').toEqual([]);
    expect.soft(unique(clipped), 'text cut off by its box').toEqual([]);
    expect.soft(tables, 'tables shown on a phone').toEqual([]);
    expect.soft(actions, 'primary actions out of view or out of thumb reach').toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(30);
    // The walk meets each screen's primary action, in both languages.
    const always = SCREENS.map(([, key]) => key);
    expect([...actionsSeen]).toEqual(expect.arrayContaining(always.flatMap((key) => [en[key], es[key]])));
  });
});
