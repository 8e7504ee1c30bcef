import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { queueLength } from '../harness/device.js';
import { e2eWorld, signedInPage } from '../harness/world.js';
import { countRows } from '../harness/server-db.js';
import { COMPANY_ACCOUNT } from '../harness/sign-in.js';
import { addCrew, lastMonday, pickOption } from '../harness/timesheet-day.js';

const world = e2eWorld();

const CREW = ['Carlos Crew', 'Lena Laborer', 'Tomás Operator'];
const FRANK = `(SELECT employee_id FROM users WHERE email = '${COMPANY_ACCOUNT}')`;

/** Reads one record of a device store by its key, or all of them when no key is given. */
async function stored(page: Page, store: string, key?: string | (string | number)[]): Promise<unknown> {
  return page.evaluate(
    ([name, wanted]) =>
      new Promise<unknown>((done, fail) => {
        const open = indexedDB.open('fieldops');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const records = db.transaction(name).objectStore(name);
          const get = wanted === undefined ? records.getAll() : records.get(wanted);
          get.onsuccess = () => {
            done(get.result ?? null);
            db.close();
          };
        };
      }),
    [store, key] as const,
  );
}

describe('timesheets in Chromium', () => {
  it('[TS-1] [TS-2] [TS-3] [TS-6] a foreman builds a day offline with two jobs and three crew, fixes an error, explains a warning, confirms, and the server holds exactly that timesheet', async () => {
    const { page } = await signedInPage(world);

    // Online: the week sync brings Frank's demo week, his jobs and his crew to the device.
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('TimeSheet', { exact: true }).click();
    await page.getByRole('link', { name: /^Monday\b.*: Confirmed/ }).waitFor();
    await expect
      .poll(async () => {
        const crew = (await stored(page, 'crewMembers')) as { name: string }[] | null;
        return (crew ?? []).map((p) => p.name);
      })
      .toEqual(expect.arrayContaining(CREW));
    const before = countRows(
      world.server.dataDir,
      `SELECT count(*) AS n FROM timesheets WHERE foreman_employee_id = ${FRANK}`,
    );

    await page.context().setOffline(true);
    await page.getByText('Network is offline').first().waitFor();
    const date = lastMonday();
    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByRole('link', { name: /^Monday\b.*: Nothing yet$/ }).click();
    await page.waitForURL(new RegExp(`/ts-jobs\\?date=${date}$`));

    // Two jobs from Frank's jobs.
    const first = await pickOption(page, 'Add a job', 0);
    await page.getByRole('button', { name: 'Add job' }).click();
    await page.getByRole('link', { name: `Times and crew of ${first}` }).waitFor();
    const second = await pickOption(page, 'Add a job', 0);
    await page.getByRole('button', { name: 'Add job' }).click();
    await page.getByRole('link', { name: `Times and crew of ${second}` }).waitFor();

    // Job one: Carlos and Lena with the defaults (07:00–15:30, lunch).
    await page.getByRole('link', { name: `Times and crew of ${first}` }).click();
    await addCrew(page, 'Carlos Crew');
    await addCrew(page, 'Lena Laborer');
    await page.getByRole('button', { name: 'Save job' }).click();
    await page.waitForURL(new RegExp(`/ts-jobs\\?date=${date}$`));

    // Job two: Tomás; a wrong end time is refused, then fixed; no lunch makes a warning.
    await page.getByRole('link', { name: `Times and crew of ${second}` }).click();
    await addCrew(page, 'Tomás Operator');
    await page.getByLabel('End of Tomás Operator').fill('06:00');
    await page
      .getByText(/Tomás Operator's end time 6:00 AM is before the start 7:00 AM/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Save job' }).click();
    await page.getByText('Not saved: fix these first').waitFor();
    await page.getByLabel('End of Tomás Operator').fill('15:30');
    await page.getByRole('checkbox', { name: 'Lunch taken by Tomás Operator' }).uncheck();
    await page
      .getByText(/Tomás Operator works 8 h 30 min without a lunch break/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Save job' }).click();
    await page.waitForURL(new RegExp(`/ts-jobs\\?date=${date}$`));

    // The warning needs an explanation before Confirm is possible.
    await page.getByRole('link', { name: 'Confirmation' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm the day' });
    await confirm.waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Explanations' }).click();
    await page
      .getByRole('textbox', { name: /^Explanation: .*Tomás Operator · Lunch taken$/ })
      .fill('Ate on the drive between sites');
    await page.getByRole('button', { name: 'Save explanations' }).click();
    await page.getByRole('link', { name: 'Confirmation' }).click();
    await page.getByRole('table', { name: 'Totals per person' }).getByText('Tomás Operator').waitFor();
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    // TSX-4: asked once, with the day's totals.
    const ask = page.getByRole('dialog', { name: /^Confirm Monday\b/ });
    await ask.getByText('Tomás Operator: 8.50 h').waitFor();
    await ask.getByRole('button', { name: 'Yes, confirm' }).click();
    await page.waitForURL(/\/ts-calendar/);
    expect(await queueLength(page)).toBeGreaterThanOrEqual(1);
    expect(
      countRows(world.server.dataDir, `SELECT count(*) AS n FROM timesheets WHERE timesheet_date = ?`, date),
    ).toBe(0);

    // Online: the queue sends the day, in order, once.
    await page.context().setOffline(false);
    await expect.poll(() => queueLength(page)).toBe(0);
    const sheet = `SELECT timesheet_id FROM timesheets WHERE foreman_employee_id = ${FRANK} AND timesheet_date = '${date}'`;
    expect(
      countRows(
        world.server.dataDir,
        `SELECT count(*) AS n FROM timesheets WHERE foreman_employee_id = ${FRANK}`,
      ),
    ).toBe(before + 1);
    expect(countRows(world.server.dataDir, `SELECT count(*) AS n FROM (${sheet})`)).toBe(1);
    expect(
      countRows(
        world.server.dataDir,
        `SELECT count(*) AS n FROM timesheets WHERE timesheet_id IN (${sheet}) AND status = 'confirmed'`,
      ),
    ).toBe(1);
    expect(
      countRows(
        world.server.dataDir,
        `SELECT count(*) AS n FROM timesheet_jobs WHERE timesheet_id IN (${sheet})`,
      ),
    ).toBe(2);
    expect(
      countRows(
        world.server.dataDir,
        `SELECT count(DISTINCT employee_id) AS n FROM timesheet_crew WHERE timesheet_id IN (${sheet})`,
      ),
    ).toBe(3);
    expect(
      countRows(
        world.server.dataDir,
        `SELECT count(*) AS n FROM timesheet_crew WHERE timesheet_id IN (${sheet})`,
      ),
    ).toBe(3);
    expect(
      countRows(
        world.server.dataDir,
        `SELECT count(*) AS n FROM timesheet_crew c JOIN employees e ON e.employee_id = c.employee_id
         WHERE c.timesheet_id IN (${sheet}) AND e.full_name = 'Tomás Operator' AND c.lunch_taken = 0
         AND c.end_time = '15:30' AND c.explanation = 'Ate on the drive between sites'`,
      ),
    ).toBe(1);
    // The device now holds the server's copy: confirmed, with the server's id, nothing queued.
    // TSX-5: days are kept per foreman and date.
    const session = (await stored(page, 'settings', 'sessionUser')) as {
      sessionUser: { employeeID: number };
    };
    const day = (await stored(page, 'timesheetDays', [session.sessionUser.employeeID, date])) as {
      queueID: number | null;
      timesheet: { timeSheetID: number; status: string };
    };
    expect(day.queueID).toBeNull();
    expect(day.timesheet.timeSheetID).toBeGreaterThan(0);
    expect(day.timesheet.status).toBe('confirmed');
  });
});
