// The office console (issue 29) signed in for real: /office/sign-in, the provider's form with a
// demo office account, back to the console's first area.
import type { Page } from 'playwright-core';
import { freshPage } from './browser.js';
import { DEMO_PASSWORD } from './sign-in.js';
import type { E2eWorld } from './world.js';

export const OFFICE_ACCOUNT = 'office@acme.example';

export async function signedInConsole(world: E2eWorld, email = OFFICE_ACCOUNT): Promise<Page> {
  const { page } = await freshPage(world.browser);
  await page.goto(`${world.server.url}/office/sign-in`);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|continue/i }).click();
  await page.getByRole('navigation', { name: 'Console areas' }).waitFor();
  return page;
}
