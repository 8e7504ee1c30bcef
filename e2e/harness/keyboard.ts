// UX-2: driving the app with the keyboard alone, as someone without a mouse or a steady thumb does:
// Tab until the wanted control has focus (asserting that the focus can be seen), then Enter,
// Space, arrows and typing. No clicks.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { UI_WAIT_MS } from './waits.js';

/** The theme's primary colour, which Mantine gives a focused input's border. */
const FOCUS_BORDER = 'rgb(28, 78, 128)';

/** Why the focused element shows no focus, or '' when it shows one (ring, shadow or border). */
export async function focusNotVisible(page: Page): Promise<string> {
  return page.evaluate(async (focusBorder) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing has focus';
    // A focus style may fade in (Mantine's border transition): read it once it has arrived.
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const what = `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}"`;
    if (!element.matches(':focus-visible')) return `${what} is not :focus-visible`;
    const style = getComputedStyle(element);
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const border = style.borderColor === focusBorder;
    return ring || shadow || border ? '' : `${what} has focus but no outline, shadow or focus border`;
  }, FOCUS_BORDER);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has focus, and checks the focus is visible there. */
export async function tabTo(
  page: Page,
  target: Locator,
  { visible = true, limit = 120 } = {},
): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) {
      if (visible) expect(await focusNotVisible(page)).toBe('');
      return;
    }
  }
  throw new Error(`${limit} presses of Tab never reached ${target.toString()}`);
}

/** After a navigation: the new screen's heading has focus (shell/RouteFocus). */
export async function expectHeadingFocused(page: Page, name: string | RegExp): Promise<void> {
  const heading = page.getByRole('heading', { level: 1, name });
  await heading.waitFor();
  await expect.poll(() => isFocused(heading), { timeout: UI_WAIT_MS }).toBe(true);
}

/**
 * Picks the first option of the focused combobox (Mantine Select) with the arrows and Enter;
 * answers the option's label.
 */
export async function pickFirstOption(page: Page, combobox: Locator): Promise<string> {
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const chosen = listbox.locator('[data-combobox-selected]');
  if ((await chosen.count()) === 0) await page.keyboard.press('ArrowDown');
  await chosen.first().waitFor();
  const label = ((await chosen.first().textContent()) ?? '').trim();
  await page.keyboard.press('Enter');
  await expect.poll(() => combobox.inputValue(), { timeout: UI_WAIT_MS }).toBe(label);
  return label;
}
