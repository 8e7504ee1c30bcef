// Steps of the timesheet day editor shared by the timesheet end-to-end tests.
import type { Page } from 'playwright-core';

/**
 * Last week's Monday on the device's calendar: a day the demo data leaves empty (it seeds this
 * week), and a day that has come, so it can be confirmed (TSX-4).
 */
export function lastMonday(): string {
  const now = new Date();
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7) - 7);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${monday.getFullYear()}-${pad(monday.getMonth() + 1)}-${pad(monday.getDate())}`;
}

/** Picks an option of a combobox by its name or position; answers the option's label. */
export async function pickOption(
  page: Page,
  combobox: string,
  option: string | number | RegExp,
): Promise<string> {
  await page.getByRole('combobox', { name: combobox }).click();
  const choice =
    typeof option === 'number'
      ? page.getByRole('option').nth(option)
      : page.getByRole('option', { name: option, exact: typeof option === 'string' });
  const label = (await choice.textContent()) ?? '';
  await choice.click();
  return label;
}

/** Adds a crew member to the open job with the day's default times. */
export async function addCrew(page: Page, name: string): Promise<void> {
  // TSX-5: a roster person's option reads "Name · Trade, Class".
  await pickOption(page, 'Add crew', new RegExp(`^${name}( · .*)?$`));
  await page.getByRole('button', { name: 'Add to job' }).click();
  await page.getByLabel(`End of ${name}`).waitFor();
}
