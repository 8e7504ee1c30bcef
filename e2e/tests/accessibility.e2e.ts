// UX-2 in Chromium against the real server and the built app: axe-core finds no serious or critical
// violation on any route of the router, at a phone's size and a desktop's, in English and in
// Spanish; every control a thumb taps is at least 44 px on the phone.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { type AxeViolation, describeViolations, seriousViolations, smallTargets } from '../harness/axe.js';
import { freshPage } from '../harness/browser.js';
import { waitForJobs } from '../harness/job-notes.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
const DEMO_FOLDER_ID = 'safety-library-demo';

/** This week's Monday: the demo data seeds Frank's week, so its Monday has jobs and crew. */
function thisMonday(): string {
  const now = new Date();
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${monday.getFullYear()}-${pad(monday.getMonth() + 1)}-${pad(monday.getDate())}`;
}

/** The paths (with their queries) a link on the page leads to, matching `pattern`. */
async function hrefs(page: Page, pattern: RegExp): Promise<string[]> {
  const all = await page
    .locator('a[href]')
    .evaluateAll((links) =>
      links.map((a) => (a as HTMLAnchorElement).pathname + (a as HTMLAnchorElement).search),
    );
  return [...new Set(all.filter((href) => pattern.test(href)))];
}

/**
 * Every route of apps/web/src/shell/routes.tsx with real parameters, found the way a person finds
 * them (the job list, the job page's links, the day's links), so none is a made-up id.
 */
async function everyRoute(page: Page): Promise<string[]> {
  await waitForJobs(page);
  await page.getByRole('list', { name: 'Jobs' }).getByRole('link').first().click();
  await page.waitForURL(/\/jobs\/\d+\/job-page$/);
  const jobPage = new URL(page.url()).pathname;
  const jobID = /\/jobs\/(\d+)\//.exec(jobPage)?.[1] ?? '';
  // The report templates and the job's sites arrive with the job content sync.
  await page.getByRole('main').getByRole('link', { name: 'Comments' }).waitFor();
  await page.getByRole('main').getByRole('link', { name: 'New Contractor Billing' }).waitFor();
  const jobLinks = await hrefs(
    page,
    /\/(comments|job-gallery|job-docs|job-location)|report|construct-complete/,
  );
  const reportForm = jobLinks.find((href) => href.startsWith('/report-generic')) ?? '';

  const monday = thisMonday();
  await page.goto(`${world.server.url}/ts-jobs?date=${monday}`);
  await page
    .getByRole('link', { name: /^Times and crew of / })
    .first()
    .waitFor();
  const dayLinks = await hrefs(page, /^\/ts-/);

  return [
    '/dashboard',
    '/job-list',
    jobPage,
    ...jobLinks,
    // Any template also opens in the dynamic report screen; no demo link leads there.
    reportForm.replace('/report-generic', '/jobs/dynamic-report'),
    `/jobs/reports-viewer?jobID=${jobID}&referenceCode=none&template=cbilling`,
    '/ts-calendar',
    ...dayLinks,
    '/jobs/new',
    '/er-job-completed',
    '/fleet-list',
    '/job-docs',
    '/docs-list',
    '/file-sync',
    `/file-sync/${DEMO_FOLDER_ID}`,
    '/queue-list',
    '/device',
    '/no-such-screen',
  ].filter((route, index, all) => all.indexOf(route) === index);
}

/**
 * Waits until the screen has its heading, no page loader, and no fade or slide running (a toast
 * caught half-faded-in reads as grey text to axe), then one more frame for late layout.
 */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page
    .getByRole('status', { name: /^(Loading page…|Cargando la página…)$/ })
    .waitFor({ state: 'detached' });
  await animationsDone(page);
}

/** Every fade and slide running now has ended (spinners, which never end, aside). */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

interface Findings {
  violations: string[];
  small: string[];
}

/** axe at both sizes, and the touch targets at the phone's, on the screen as it is now. */
async function check(page: Page, where: string, findings: Findings): Promise<void> {
  for (const [name, size] of SIZES) {
    await page.setViewportSize(size);
    await settled(page);
    let found: AxeViolation[] = await seriousViolations(page);
    // A toast or a sync landing mid-check can catch an element half-drawn: what is real stays.
    if (found.length > 0) {
      await settled(page);
      found = await seriousViolations(page);
    }
    findings.violations.push(...describeViolations(`${where} ${name}`, found));
    if (name === 'phone') findings.small.push(...(await smallTargets(page)).map((s) => `${where}: ${s}`));
  }
}

async function chooseLanguage(page: Page, language: 'English' | 'Español'): Promise<void> {
  await page.goto(`${world.server.url}/device`);
  // click, not check: the new language renders every screen anew, so the radio is replaced.
  await page.getByRole('radio', { name: language }).click();
  await expect
    .poll(() => page.locator('html').getAttribute('lang'))
    .toBe(language === 'English' ? 'en' : 'es');
}

function report(findings: Findings): void {
  if (findings.violations.length) console.error(`axe violations:\n${findings.violations.join('\n')}`);
  if (findings.small.length) console.error(`targets under 44 px:\n${findings.small.join('\n')}`);
}

describe('accessibility in Chromium', () => {
  it('[UX-2] no serious or critical axe violation and no touch target under 44 px on any route, phone and desktop, English and Spanish', async () => {
    const findings: Findings = { violations: [], small: [] };

    // Signed out: the sign-in page in each language.
    for (const locale of ['en-US', 'es-ES']) {
      const { page, context } = await freshPage(world.browser, { locale, viewport: DESKTOP });
      await page.goto(`${world.server.url}/login`);
      await check(page, `/login ${locale}`, findings);
      await context.close();
    }

    // Signed in once; each language walks every route, resizing between the phone and the desktop.
    const { page, context }: { page: Page; context: BrowserContext } = await signedInPage(world);
    await page.setViewportSize(DESKTOP);
    // A tracked folder, so the file sync screens show a folder card, documents and their toasts.
    await page.goto(`${world.server.url}/file-sync`);
    await page.getByLabel('Folder id or address').fill(DEMO_FOLDER_ID);
    await page.getByRole('button', { name: 'Add folder' }).click();
    await page.getByTestId(`folder-${DEMO_FOLDER_ID}`).waitFor();
    // Its download toasts, checked while they show (their close buttons must be named).
    await page.locator('.mantine-Notification-root').first().waitFor();
    await animationsDone(page);
    findings.violations.push(...describeViolations('toast', await seriousViolations(page)));
    const routes = await everyRoute(page);

    for (const language of ['English', 'Español'] as const) {
      await chooseLanguage(page, language);
      for (const route of routes) {
        await page.goto(`${world.server.url}${route}`);
        await check(page, `${route} ${language}`, findings);
      }
      // The menu opened on the phone: its links and footer are what a foreman reads most.
      await page.setViewportSize(PHONE);
      await page.goto(`${world.server.url}/dashboard`);
      await settled(page);
      await page.locator('button[aria-controls=main-menu]').click();
      await page.getByRole('navigation').first().waitFor();
      await check(page, `menu ${language}`, findings);
      await page.setViewportSize(DESKTOP);
    }
    await context.close();

    report(findings);
    expect(routes.length).toBeGreaterThanOrEqual(30);
    expect(findings.violations).toEqual([]);
    expect(findings.small).toEqual([]);
  });
});
