// UX-2 in Chromium against the real server and the built app: axe-core finds no serious or critical
// violation on any route of the router, at a phone's size and a desktop's, in English and in
// Spanish; every control a thumb taps is at least 44 px on the phone.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { type AxeViolation, describeViolations, seriousViolations, smallTargets } from '../harness/axe.js';
import { freshPage } from '../harness/browser.js';
import { DEMO_FOLDER_ID, everyRoute } from '../harness/routes.js';
import { animationsDone, settled } from '../harness/settled.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SIZES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
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
    const routes = await everyRoute(page, world.server.url);

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
