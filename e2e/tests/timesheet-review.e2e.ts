// OFFICE-8 end to end: the office reviews Frank's confirmed days through its real calls (an office
// session from the provider); Frank's phone shows a returned day with the office's comment, he
// corrects it and confirms it again; an approved day says it is locked and offers no edit.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { countRows } from '../harness/server-db.js';
import { officeSession } from '../harness/office-session.js';
import { COMPANY_ACCOUNT } from '../harness/sign-in.js';
import { lastMonday } from '../harness/timesheet-day.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();
const idOf = (sql: string) => countRows(world.server.dataDir, sql);

function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return next.toISOString().slice(0, 10);
}

/** Stores a confirmed day through the server's own call, with the phone's session; answers its id. */
async function confirmDay(page: Page, body: unknown): Promise<number> {
  return page.evaluate(async (day) => {
    const sid = localStorage.getItem('currentSessionID') ?? '';
    const answer = await fetch(`/api/TimeSheet/?sid=${encodeURIComponent(sid)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(day),
    });
    if (answer.status !== 200) throw new Error(`Not stored: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { timeSheetID: number }).timeSheetID;
  }, body);
}

describe('timesheet review between the office and the phone', () => {
  it('[OFFICE-8] a returned day shows the office’s comment and is corrected and confirmed again; an approved day shows locked and offers no edit', async () => {
    const { page } = await signedInPage(world);
    const frank = idOf(`SELECT employee_id AS n FROM users WHERE email = '${COMPANY_ACCOUNT}'`);
    const carlos = idOf(`SELECT employee_id AS n FROM employees WHERE full_name = 'Carlos Crew'`);
    const job = idOf(
      `SELECT job_id AS n FROM jobs WHERE foreman_employee_id = ${frank} AND status = 'Open' AND is_emergency = 0 ORDER BY created_at LIMIT 1`,
    );
    const monday = lastMonday();
    const tuesday = nextDay(monday);
    const day = (date: string, end: string) => ({
      timeSheetID: null,
      timeSheetDate: date,
      shiftStart: '07:00',
      shiftEnd: '15:30',
      status: 'confirmed',
      jobs: [
        {
          jobID: job,
          startTime: '07:00',
          endTime: '15:30',
          crew: [{ employeeID: carlos, startTime: '07:00', endTime: end, lunchTaken: true }],
        },
      ],
    });
    const returnedID = await confirmDay(page, day(monday, '15:00'));
    const approvedID = await confirmDay(page, day(tuesday, '15:30'));

    const office = await officeSession(world);
    const sentBack = await office.call('POST', `/api/office/timesheets/${returnedID}/review`, {
      decision: 'returned',
      comment: 'Carlos worked until 15:30',
    });
    expect(sentBack.status).toBe(200);
    expect(
      (await office.call('POST', `/api/office/timesheets/${approvedID}/review`, { decision: 'approved' }))
        .status,
    ).toBe(200);

    // The phone's week sync brings both reviews with the days.
    await page.goto(`${world.server.url}/ts-calendar?date=${monday}`);
    await page
      .getByRole('link', { name: /^Tuesday\b.*: Confirmed, Approved by the office: locked/ })
      .waitFor();
    await page.getByRole('link', { name: /^Monday\b.*: Draft, Returned by the office/ }).click();
    await page.getByText('Returned by the office: Carlos worked until 15:30').waitFor();

    // He corrects Carlos's end and confirms the day again.
    await page.getByRole('link', { name: /^Times and crew of / }).click();
    await page.getByLabel('End of Carlos Crew').fill('15:30');
    await page.getByRole('button', { name: 'Save job' }).click();
    await page.waitForURL(new RegExp(`/ts-jobs\\?date=${monday}$`));
    await page.getByRole('link', { name: 'Confirmation' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm the day' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await confirm.click();
    await page
      .getByRole('dialog', { name: /^Confirm Monday\b/ })
      .getByRole('button', { name: 'Yes, confirm' })
      .click();
    await expect
      .poll(() =>
        idOf(
          `SELECT count(*) AS n FROM timesheets t JOIN timesheet_crew c ON c.timesheet_id = t.timesheet_id
           WHERE t.timesheet_id = ${returnedID} AND t.status = 'confirmed' AND c.end_time = '15:30'`,
        ),
      )
      .toBe(1);
    const list = await office.call(
      'GET',
      `/api/office/timesheets?from=${monday}&to=${monday}&foremanID=${frank}`,
    );
    expect(list.json).toEqual([expect.objectContaining({ timeSheetID: returnedID, status: 'confirmed' })]);

    // The approved day: locked in words, nothing to change and nothing to save.
    await page.goto(`${world.server.url}/ts-jobs?date=${tuesday}`);
    await page.getByRole('status').filter({ hasText: 'Approved by the office: locked' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add job' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save day' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Confirmation' }).click();
    await page.getByRole('status').filter({ hasText: 'Approved by the office: locked' }).waitFor();
    expect(await confirm.count()).toBe(0);
    await office.close();
  });
});
