import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/harness/browser.js';
import { startServer } from '../e2e/harness/server.js';
import { COMPANY_ACCOUNT, signIn } from '../e2e/harness/sign-in.js';
import { everyRoute } from '../e2e/harness/routes.js';

const server = await startServer({ LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' });
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'shots-')), {
  executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS,
  viewport: { width: 1280, height: 900 },
});
try {
  const page = await context.newPage();
  await signIn(page, server.url, COMPANY_ACCOUNT);
  await page.waitForURL(/\/dashboard$/);
  const routes = await everyRoute(page, server.url);
  await page.evaluate(() => localStorage.setItem('fieldops.locale', 'es'));
  await page.setViewportSize({ width: 390, height: 844 });
  let i = 0;
  for (const route of routes) {
    await page.goto(`${server.url}${route}`);
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(1500);
    const name = `${String(i++).padStart(2, '0')}-${route.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}.png`;
    await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: true });
    console.log(name, route);
  }
} finally {
  await context.close();
  await server.stop();
}
