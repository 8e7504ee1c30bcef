import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'fieldops';
export const COMPANY_ACCOUNT = 'foreman@acme.example';
export const OTHER_DOMAIN_ACCOUNT = 'outsider@other.example';

/** Goes through the real sign-in: the app's login page, the provider's form, the redirect back. */
export async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|continue/i }).click();
}

export async function storedTokens(page: Page): Promise<{ accessToken: string; idToken: string } | null> {
  const raw = await page.evaluate(() => localStorage.getItem('oauth2'));
  return raw ? (JSON.parse(raw) as { accessToken: string; idToken: string }) : null;
}
