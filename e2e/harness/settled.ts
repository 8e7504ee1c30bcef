// When a screen is ready to be measured: shared by the checks that read the whole page (axe, the
// phone layout), since a toast half-faded-in or a loader still up gives false findings to both.
import type { Page } from 'playwright-core';

/**
 * Waits until the screen has its heading, no page loader, and no fade or slide running (a toast
 * caught half-faded-in reads as grey text to axe), then one more frame for late layout.
 */
export async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page
    .getByRole('status', { name: /^(Loading page…|Cargando la página…)$/ })
    .waitFor({ state: 'detached' });
  await animationsDone(page);
}

/** Every fade and slide running now has ended (spinners, which never end, aside). */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}
