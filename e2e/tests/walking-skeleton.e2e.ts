import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freshPage } from '../harness/browser.js';
import { e2eWorld, signedInPage } from '../harness/world.js';
import { COMPANY_ACCOUNT, OTHER_DOMAIN_ACCOUNT, signIn, storedTokens } from '../harness/sign-in.js';

const world = e2eWorld();

const MENU = ['Dashboard', 'Jobs List', 'New ER Job', 'TimeSheet', 'File Sync', 'Queue list'];
const FULL_MENU = [...MENU, 'Update App', 'Fleet', 'Safety Handbook', 'Device Details', 'Log Out'];

async function menuTitles(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Log Out').waitFor();
  const items = menu.locator('a, button').filter({ hasText: /\S/ });
  return (await items.allInnerTexts()).map((text) => text.trim()).filter(Boolean);
}

async function readyPage(): Promise<Page> {
  return (await signedInPage(world, { precached: false })).page;
}

describe('walking skeleton in Chromium', () => {
  it('[AUTH-5] [AUTH-7] signs in from a fresh browser through the real provider and lands on the dashboard', async () => {
    const { page } = await freshPage(world.browser);
    await signIn(page, world.server.url, COMPANY_ACCOUNT);
    await page.getByText('Autentication Success!').waitFor();
    await page.waitForURL(/\/dashboard$/);
    const sessionId = await page.evaluate(() => localStorage.getItem('currentSessionID'));
    expect(sessionId?.length).toBeGreaterThanOrEqual(22);
    const health = await page.evaluate(
      async (sid) =>
        (
          await fetch(`/api/cmd?proc=GetMenuItems&sid=${sid}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ procedure: 'GetMenuItems', parameters: [] }),
          })
        ).status,
      sessionId,
    );
    expect(health).toBe(200);
    await page.context().close();
  });

  it('[AUTH-11] [AUTH-6] refuses an account of another domain with "Failed to authenticate with {host}"', async () => {
    const { page } = await freshPage(world.browser);
    await signIn(page, world.server.url, OTHER_DOMAIN_ACCOUNT);
    await page
      .getByText(`Failed to authenticate with localhost:${world.server.port}`)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('currentSessionID'))).toBeNull();
    await page.context().close();
  });

  it('[NAV-2] a guarded route without a session goes to /login', async () => {
    const { page } = await freshPage(world.browser);
    await page.goto(`${world.server.url}/job-list`);
    await page.waitForURL(/\/login/);
    await page.getByRole('button', { name: /sign in/i }).waitFor();
    await page.context().close();
  });

  it('[SHELL-1] [SHELL-2] the menu shows the nine entries in order, with dynamic ones before the last two', async () => {
    const page = await readyPage();
    // The demo data adds Fleet (internal), Safety Handbook (external) and Home (/dashboard, a duplicate).
    await expect.poll(() => menuTitles(page)).toEqual(FULL_MENU);
    await page.context().close();
  });

  it('[SHELL-5] going offline shows the red banner and the toast', async () => {
    const page = await readyPage();
    await page.context().setOffline(true);
    await page
      .getByRole('alert')
      .filter({ hasText: /^Network is offline$/ })
      .waitFor();
    await page.getByText('NETWORK IS OFFLINE!').waitFor();
    await page.context().setOffline(false);
    await page
      .getByText('Network is offline', { exact: true })
      .waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('[SHELL-7] [START-1] [AUTH-9] reloading while offline still starts the app from the precached shell', async () => {
    const page = await readyPage();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => menuTitles(page)).toEqual(FULL_MENU);
    await page.context().setOffline(true);
    await page.reload();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Network is offline$/ })
      .waitFor();
    expect(await menuTitles(page)).toEqual(FULL_MENU);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.context().close();
  });

  it('[AUTH-8] [AUTH-12] log out revokes the access token (userinfo then answers 401) and lands on /login', async () => {
    const page = await readyPage();
    const tokens = await storedTokens(page);
    expect(tokens?.accessToken).toBeTruthy();
    const userinfo = () =>
      fetch(`${world.server.url}/oidc/me`, { headers: { authorization: `Bearer ${tokens?.accessToken}` } });
    expect((await userinfo()).status).toBe(200);
    const sessionId = await page.evaluate(() => localStorage.getItem('currentSessionID'));

    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Log Out').click();
    await page.waitForURL(/\/login/);
    await expect.poll(async () => (await userinfo()).status).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('currentSessionID'))).toBeNull();
    const afterLogout = await fetch(`${world.server.url}/api/cmd?proc=GetMenuItems&sid=${sessionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ procedure: 'GetMenuItems', parameters: [] }),
    });
    expect(afterLogout.status).toBe(401);
    // [AUTH-12] the server logged every one of these requests, never with the session id in it.
    expect(world.server.output()).toContain('/api/cmd');
    expect(world.server.output()).not.toContain(sessionId);
    await page.context().close();
  });
});
