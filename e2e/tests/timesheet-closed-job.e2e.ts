// TSX-3 in Chromium: a day built and confirmed offline for a job the office closes before the
// device is back online is sent, stored and confirmed on the server (before, it was refused with
// "No such job, or it is not yours" and the day was stuck in the queue).
import { describe, expect, it } from 'vitest';
import { queueLength } from '../harness/device.js';
import { closeJobAsOffice } from '../harness/office.js';
import { countRows } from '../harness/server-db.js';
import { COMPANY_ACCOUNT } from '../harness/sign-in.js';
import { addCrew, lastMonday, pickOption } from '../harness/timesheet-day.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();
const FRANK = `(SELECT employee_id FROM users WHERE email = '${COMPANY_ACCOUNT}')`;

describe('a job closed while the day waits offline', () => {
  it('[TSX-3] a day confirmed offline for a job the office closes meanwhile is stored and confirmed once back online', async () => {
    const { page } = await signedInPage(world);
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('TimeSheet', { exact: true }).click();
    await page.getByRole('link', { name: /^Monday\b.*: Confirmed/ }).waitFor();
    // The week sync has brought Frank's crew (the picker needs them offline).
    await page.getByRole('button', { name: 'Previous week' }).click();
    const date = lastMonday();
    await page.getByRole('link', { name: /^Monday\b.*: Nothing yet$/ }).waitFor();

    await page.context().setOffline(true);
    await page.getByText('Network is offline').first().waitFor();
    await page.getByRole('link', { name: /^Monday\b.*: Nothing yet$/ }).click();
    await page.waitForURL(new RegExp(`/ts-jobs\\?date=${date}$`));
    const job = await pickOption(page, 'Add a job', 0);
    await page.getByRole('button', { name: 'Add job' }).click();
    await page.getByRole('link', { name: `Times and crew of ${job}` }).click();
    await addCrew(page, 'Carlos Crew');
    await page.getByRole('button', { name: 'Save job' }).click();
    await page.waitForURL(new RegExp(`/ts-jobs\\?date=${date}$`));
    await page.getByRole('link', { name: 'Confirmation' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm the day' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    await page
      .getByRole('dialog', { name: /^Confirm Monday\b/ })
      .getByRole('button', { name: 'Yes, confirm' })
      .click();
    await page.waitForURL(/\/ts-calendar/);
    expect(await queueLength(page)).toBeGreaterThanOrEqual(1);

    // The office closes the job while the device is still offline.
    const jobID = await closeJobAsOffice(world, job.split(' · ')[0]!);

    await page.context().setOffline(false);
    await expect.poll(() => queueLength(page)).toBe(0);
    const sheet = `SELECT timesheet_id FROM timesheets WHERE foreman_employee_id = ${FRANK} AND timesheet_date = '${date}' AND status = 'confirmed'`;
    expect(countRows(world.server.dataDir, `SELECT count(*) AS n FROM (${sheet})`)).toBe(1);
    expect(
      countRows(
        world.server.dataDir,
        `SELECT count(*) AS n FROM timesheet_jobs WHERE timesheet_id IN (${sheet}) AND job_id = ?`,
        jobID,
      ),
    ).toBe(1);
  });
});
