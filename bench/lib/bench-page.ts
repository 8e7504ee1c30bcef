// The browser half of a benchmark: its code bundled for the browser, and a page signed in for
// real and served on the server's origin, so it shares the app's session and device database.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { freshPage } from '../../e2e/harness/browser.js';
import type { RunningServer } from '../../e2e/harness/server.js';
import { COMPANY_ACCOUNT, signIn } from '../../e2e/harness/sign-in.js';

const browserDir = fileURLToPath(new URL('../browser/', import.meta.url));

/** Bundles `bench/browser/{entry}` for the page (unminified for a profile: names stay readable). */
export async function bundleBrowserCode(entry: string, minify = true): Promise<string> {
  const result = await build({
    entryPoints: [`${browserDir}${entry}`],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    minify,
  });
  return result.outputFiles[0]?.text ?? '';
}

/** Signs in (no service worker), then opens the bench page running `code`, ready to be called. */
export async function openBenchPage(
  browser: Browser,
  server: RunningServer,
  code: string,
  before?: (page: Page) => Promise<void>,
): Promise<Page> {
  const html = readFileSync(`${browserDir}index.html`, 'utf8');
  const { page } = await freshPage(browser, { serviceWorkers: 'block' });
  await before?.(page);
  await signIn(page, server.url, COMPANY_ACCOUNT);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  await page.route(`${server.url}/__bench/**`, (route) => {
    const isScript = route.request().url().endsWith('.js');
    return route.fulfill({
      contentType: isScript ? 'text/javascript' : 'text/html',
      body: isScript ? code : html,
    });
  });
  await page.goto(`${server.url}/__bench/index.html`);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  return page;
}
