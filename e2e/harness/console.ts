// The office console in Chromium (OFFICE-*): its own browser profile, signed in for real through
// the provider from /office/sign-in, as an office account.
import type { BrowserContext, Page } from 'playwright-core';
import { freshPage } from './browser.js';
import { DEMO_PASSWORD } from './sign-in.js';
import { OFFICE_ACCOUNT } from './office-session.js';
import type { E2eWorld } from './world.js';

export async function signedInConsole(
  world: E2eWorld,
  email = OFFICE_ACCOUNT,
): Promise<{ page: Page; context: BrowserContext }> {
  const { page, context } = await freshPage(world.browser);
  await page.goto(`${world.server.url}/office/sign-in`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|continue/i }).click();
  await page.getByRole('navigation', { name: 'Console areas' }).waitFor();
  return { page, context };
}
