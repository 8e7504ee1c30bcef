// UX-1 in Chromium against the real server and the built app: a phone set to Spanish gets the app
// in Spanish from the first screen (no choice needed), and English chosen on the Device page
// switches every screen at once, without a reload, and stays chosen after one.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freshPage } from '../harness/browser.js';
import { COMPANY_ACCOUNT, DEMO_PASSWORD } from '../harness/sign-in.js';
import { e2eWorld } from '../harness/world.js';

const world = e2eWorld();

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

describe('Spanish in Chromium', () => {
  it('[UX-1] an es-ES browser signs in to a Spanish dashboard and side menu; English on the Device page shows English', async () => {
    const { page, context } = await freshPage(world.browser, { locale: 'es-ES' });
    await page.goto(`${world.server.url}/login`);
    // No choice made yet: the browser's Spanish is preselected on the sign-in page.
    await page.getByRole('radio', { name: 'Español' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Español' }).isChecked()).toBe(true);
    // The sign-in itself is in Spanish; the provider's own form is not the app's.
    await page.getByRole('button', { name: 'Entrar con la cuenta de la empresa' }).click();
    await page.waitForURL(/\/oidc\//);
    await page.getByLabel(/email/i).fill(COMPANY_ACCOUNT);
    await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /sign in|log in|continue/i }).click();
    await page.waitForURL(/\/dashboard$/);

    await page.getByRole('heading', { name: 'Panel', level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('es');
    // The server's tiles, named by their keys on the device.
    await page.getByText('Mis trabajos abiertos', { exact: true }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    for (const entry of ['Panel', 'Lista de trabajos', 'Hoja de horas', 'Cola de envíos', 'Cerrar sesión']) {
      await menu.getByText(entry, { exact: true }).waitFor();
    }
    expect(await page.getByText('Jobs List', { exact: true }).count()).toBe(0);

    await menu.getByText('Datos del dispositivo', { exact: true }).click();
    await page.getByRole('radio', { name: 'Español' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Español' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('heading', { name: 'Device details', level: 1 }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByText('Jobs List', { exact: true })
      .waitFor();
    expect(await htmlLang(page)).toBe('en');

    // Kept on the device: the next start is English although the browser speaks Spanish.
    await page.reload();
    await page.getByRole('heading', { name: 'Device details', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    await context.close();
  });
});
