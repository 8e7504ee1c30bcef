// Reaching a job's notes and adding one, the way a person does: shared by the queue journeys.
import type { Page } from 'playwright-core';
import { openMenu } from './device.js';

export const JOB_LIST = 'Jobs';

/** Waits until the device has the first job sync (the job list shows jobs). */
export async function waitForJobs(page: Page): Promise<void> {
  await openMenu(page, 'Jobs List');
  await page
    .getByRole('link', { name: /^\d|[A-Z]{1,3}-\d/ })
    .first()
    .waitFor();
}

export async function openFirstJobComments(page: Page): Promise<void> {
  await openMenu(page, 'Jobs List');
  await page.getByRole('list', { name: JOB_LIST }).getByRole('link').first().click();
  await page.getByRole('link', { name: 'Comments' }).click();
}

export async function addNote(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Note\b(?! type)/ }).fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByText(text, { exact: true }).first().waitFor();
}
