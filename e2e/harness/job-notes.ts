// Reaching a job's notes and adding one, the way a person does: shared by the queue journeys.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openMenu } from './device.js';
import { UI_WAIT_MS } from './waits.js';

export const JOB_LIST = 'Jobs';
export const NOTES_LIST = 'Comments, newest first';

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

/**
 * Adds a note and returns once it is saved on the device: it shows in the comments list and the
 * form has cleared. (Waiting for the text anywhere on the page is not enough: React writes a
 * controlled textarea's value into its text, so the text "appears" before Add note is even pressed,
 * and a reload right after could cut the save short.)
 */
export async function addNote(page: Page, text: string): Promise<void> {
  const note = page.getByRole('textbox', { name: /^Note\b(?! type)/ });
  await note.fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  await page
    .getByRole('list', { name: NOTES_LIST })
    .getByRole('listitem')
    .filter({ hasText: text })
    .first()
    .waitFor();
  await expect.poll(() => note.inputValue(), { timeout: UI_WAIT_MS }).not.toBe(text);
}
