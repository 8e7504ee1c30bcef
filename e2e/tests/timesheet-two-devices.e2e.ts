// TSX-1 in Chromium: two browser profiles are two devices of one foreman. Both open one day, lose
// their signal and edit it: different crew on each are both kept on the server; the same value
// changed on both asks the foreman on the device that sends second, and the pick holds on the
// server. The same day created offline on both becomes one timesheet with both jobs.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openMenu, queueLength } from '../harness/device.js';
import { countRows } from '../harness/server-db.js';
import { COMPANY_ACCOUNT } from '../harness/sign-in.js';
import { SYNC_WAIT_MS, UI_WAIT_MS } from '../harness/waits.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();
const FRANK = `(SELECT employee_id FROM users WHERE email = '${COMPANY_ACCOUNT}')`;
/** One value the server stored (countRows reads a column named n). */
const valueOf = (sql: string) => countRows(world.server.dataDir, sql);

/** A weekday of last week on the device's calendar (the demo data seeds this week only). */
function lastWeek(weekday: number): string {
  const now = new Date();
  const day = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() - ((now.getDay() + 6) % 7) - 7 + weekday,
  );
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A call to the server's API as the signed-in device makes it (its session and token). */
function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([verb, where, sent]) => {
      const url = new URL(where, window.location.origin);
      url.searchParams.set('sid', localStorage.getItem('currentSessionID') ?? '');
      const token = (JSON.parse(localStorage.getItem('oauth2') ?? '{}') as { accessToken?: string })
        .accessToken;
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const init = { method: verb, headers, ...(sent === undefined ? {} : { body: JSON.stringify(sent) }) };
      const answer = await fetch(url, init);
      if (!answer.ok) throw new Error(`${verb} ${where}: ${answer.status} ${await answer.text()}`);
      return answer.json();
    },
    [method, path, body] as const,
  ) as Promise<T>;
}

type ServerDay = { timeSheetID: number; jobs: { crew: { employeeID: number; endTime: string }[] }[] };

/** The calendar of last week, then the day (its week is synced to the device on the way). */
async function openDay(page: Page, weekday: string): Promise<void> {
  await openMenu(page, 'TimeSheet');
  await page.getByRole('button', { name: 'Previous week' }).click();
  await page.getByRole('link', { name: new RegExp(`^${weekday}\\b`) }).click();
  await page.waitForURL(/\/ts-jobs\?date=/);
}

/** On the day's first job: one crew member's end time, saved. */
async function setEnd(page: Page, person: string, end: string): Promise<void> {
  await page
    .getByRole('link', { name: /^Times and crew of / })
    .first()
    .click();
  await page.getByLabel(`End of ${person}`).fill(end);
  await page.getByRole('button', { name: 'Save job' }).click();
  await page.waitForURL(/\/ts-jobs\?date=/);
  await expect.poll(() => queueLength(page), { timeout: UI_WAIT_MS }).toBeGreaterThan(0);
}

async function goOnline(page: Page): Promise<void> {
  await page.context().setOffline(false);
}
const sent = (page: Page) => expect.poll(() => queueLength(page), { timeout: SYNC_WAIT_MS }).toBe(0);

describe('one day on two devices (TSX-1)', () => {
  it('[TSX-1] different crew edited offline on two devices are both kept; the same value on both asks the foreman and the pick holds on the server; one day created on both is one timesheet with both jobs', async () => {
    const date = lastWeek(1); // Tuesday
    const jobID = valueOf(
      `SELECT job_id AS n FROM jobs WHERE foreman_employee_id = ${FRANK} AND status = 'Open' ORDER BY job_id LIMIT 1`,
    );
    const person = (name: string) =>
      valueOf(`SELECT employee_id AS n FROM employees WHERE full_name = '${name}'`);
    const crew = (name: string) => ({
      employeeID: person(name),
      startTime: '07:00',
      endTime: '15:30',
      lunchTaken: true,
    });
    const one = await signedInPage(world);
    const two = await signedInPage(world);
    // The day on the server, from the first device: one job, Carlos and Lena.
    const { timeSheetID: id } = await api<ServerDay>(one.page, 'POST', '/api/TimeSheet/', {
      timeSheetID: null,
      timeSheetDate: date,
      shiftStart: '07:00',
      shiftEnd: '15:30',
      jobs: [
        { jobID, startTime: '07:00', endTime: '15:30', crew: [crew('Carlos Crew'), crew('Lena Laborer')] },
      ],
    });
    for (const { page } of [one, two]) {
      await openDay(page, 'Tuesday');
      await page
        .getByRole('link', { name: /^Times and crew of / })
        .first()
        .waitFor();
      await page.context().setOffline(true);
    }

    // Different people on each device: both kept.
    await setEnd(one.page, 'Carlos Crew', '14:00');
    await setEnd(two.page, 'Lena Laborer', '13:00');
    await goOnline(one.page);
    await sent(one.page);
    await goOnline(two.page);
    await sent(two.page);
    const ends = async () =>
      Object.fromEntries(
        (await api<ServerDay>(one.page, 'GET', `/api/TimeSheets/${id}`)).jobs[0]!.crew.map((c) => [
          c.employeeID,
          c.endTime,
        ]),
      );
    expect(await ends()).toEqual({ [person('Carlos Crew')]: '14:00', [person('Lena Laborer')]: '13:00' });

    // The same value on both: the second device asks, with both values; the foreman keeps his.
    for (const { page } of [one, two]) await page.context().setOffline(true);
    await setEnd(one.page, 'Carlos Crew', '12:00');
    await setEnd(two.page, 'Carlos Crew', '12:30');
    await goOnline(one.page);
    await sent(one.page);
    await goOnline(two.page);
    const panel = two.page.getByTestId('timesheet-conflict');
    await panel.waitFor({ timeout: SYNC_WAIT_MS });
    await panel.getByRole('radio', { name: /^By .*: 12:00/ }).waitFor();
    await panel.getByRole('radio', { name: /^Yours: 12:30/ }).check();
    await panel.getByRole('button', { name: 'Keep these values' }).click();
    await sent(two.page);
    expect((await ends())[person('Carlos Crew')]).toBe('12:30');
    expect((await ends())[person('Lena Laborer')]).toBe('13:00');

    // The same day created offline on both devices, each with another job: one timesheet, both jobs.
    const wednesday = lastWeek(2);
    for (const [index, { page }] of [one, two].entries()) {
      await openDay(page, 'Wednesday');
      await page.context().setOffline(true);
      await page.getByRole('combobox', { name: 'Add a job' }).click();
      await page.getByRole('option').nth(index).click();
      await page.getByRole('button', { name: 'Add job' }).click();
      await expect.poll(() => queueLength(page), { timeout: UI_WAIT_MS }).toBeGreaterThan(0);
    }
    await goOnline(one.page);
    await sent(one.page);
    await goOnline(two.page);
    await sent(two.page);
    const day = `SELECT timesheet_id FROM timesheets WHERE foreman_employee_id = ${FRANK} AND timesheet_date = '${wednesday}'`;
    expect(valueOf(`SELECT count(*) AS n FROM (${day})`)).toBe(1);
    expect(
      valueOf(`SELECT count(DISTINCT job_id) AS n FROM timesheet_jobs WHERE timesheet_id IN (${day})`),
    ).toBe(2);
  });
});
