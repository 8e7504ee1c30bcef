// What every end-to-end file starts with: its own real server on a fresh data folder and one
// Chromium, both stopped after the file; and a page signed in for real, ready to lose its signal.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { freshPage, launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';
import { COMPANY_ACCOUNT, signIn } from './sign-in.js';

export interface E2eWorld {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/** Registers beforeAll/afterAll for the file; read `server` and `browser` inside tests only. */
export function e2eWorld(env: Record<string, string> = {}): E2eWorld {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('The server starts in beforeAll');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('The browser starts in beforeAll');
      return browser;
    },
  };
}

export interface SignedInOptions {
  email?: string;
  /** Wait for the service worker, so the shell is precached before the device goes offline. */
  precached?: boolean;
  /** Runs on the fresh page before signing in (e.g. routes that fail as without signal). */
  before?: (page: Page) => Promise<unknown>;
  /** The device the page runs on (e.g. a touch phone); a 1280 × 900 desktop when not given. */
  device?: BrowserContextOptions;
}

/** A fresh browser profile signed in through the real provider, on the dashboard. */
export async function signedInPage(
  world: E2eWorld,
  { email = COMPANY_ACCOUNT, precached = true, before, device }: SignedInOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await freshPage(world.browser, device);
  await before?.(page);
  await signIn(page, world.server.url, email);
  await page.waitForURL(/\/dashboard$/);
  if (precached) {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }
  return { page, context };
}
