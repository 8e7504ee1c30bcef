// UX-4: a signed-in start renders from the device's data at once; the health check, the menu
// refresh and the syncs run after that first paint. The server's health answer is held back by
// network shaping on /api/server only (the request still reaches the real server once released),
// and the dashboard with its cached menu must already be on the screen while it is held.
import { describe, expect, it } from 'vitest';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();

describe('quick start in Chromium', () => {
  it('[UX-4] the signed-in dashboard and its menu show before the health check answers', async () => {
    const { page, context } = await signedInPage(world);
    // The first start cached the menu and the dashboard on the device.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByText('Log Out').waitFor();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let healthAsked = false;
    let healthAnswered = false;
    // On the context, not the page: the service worker controls the page after sign-in.
    // A URL predicate: the app adds its session id as a query parameter.
    const isHealthCheck = (url: URL) => url.pathname === '/api/server';
    await context.route(isHealthCheck, async (route) => {
      healthAsked = true;
      await held;
      await route.continue();
      healthAnswered = true;
    });

    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await menu.getByText('Log Out').waitFor();
    // The start sequence did begin (after the paint) and is still waiting on its first answer.
    await expect.poll(() => healthAsked).toBe(true);
    expect(healthAnswered).toBe(false);
    expect(await page.getByText('Loading...').count()).toBe(0);

    release();
    await expect.poll(() => healthAnswered).toBe(true);
    await context.unroute(isHealthCheck);
    expect(page.url()).toMatch(/\/dashboard$/);
  });
});
