// OFFICE-3, OFFICE-8, OFFICE-10 in Chromium against the real server: the office deactivates a
// person and reactivates them; returns one of Frank's confirmed days with a comment and approves
// another; the period's export is refused while the returned day is open (the days named in words)
// and, once Frank confirms it again, downloads as CSV (and the PDF to sign); the audit record lists
// those actions, filtered by the person who made them.
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { describeViolations, seriousViolations } from '../harness/axe.js';
import { signedInConsole } from '../harness/office-console.js';
import { countRows } from '../harness/server-db.js';
import { COMPANY_ACCOUNT } from '../harness/sign-in.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();
const idOf = (sql: string) => countRows(world.server.dataDir, sql);

/** A date `daysBack` before this week's Monday, on this computer's calendar (the browser's too). */
function mondayBack(daysBack: number): string {
  const now = new Date();
  const day = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() - ((now.getDay() + 6) % 7) - daysBack,
  );
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}
const plus = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
};
/** A day as the console writes it: "Tue, Nov 10". */
const inWords = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

async function bytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Frank's own calls with his field session: save a day, or confirm again a returned one. */
async function asFrank(page: Page, method: 'POST' | 'PUT' | 'GET', path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const sid = localStorage.getItem('currentSessionID') ?? '';
      const answer = await fetch(`${path}?sid=${encodeURIComponent(sid)}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: answer.status, json: (await answer.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

describe('the office console: people, timesheets and the record', () => {
  it('[OFFICE-3] [OFFICE-5] [OFFICE-6] [OFFICE-8] [OFFICE-10] deactivate and reactivate; return and approve; export the period; preview a rule set; the lists; the record shows it all, axe-clean', async () => {
    const { page: phone } = await signedInPage(world, { precached: false });
    const frank = idOf(`SELECT employee_id AS n FROM users WHERE email = '${COMPANY_ACCOUNT}'`);
    const carlos = idOf(`SELECT employee_id AS n FROM employees WHERE full_name = 'Carlos Crew'`);
    const job = idOf(
      `SELECT job_id AS n FROM jobs WHERE foreman_employee_id = ${frank} AND status = 'Open' AND is_emergency = 0 ORDER BY created_at LIMIT 1`,
    );
    const monday = mondayBack(7);
    const day = (date: string) => ({
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
          crew: [{ employeeID: carlos, startTime: '07:00', endTime: '15:30', lunchTaken: true }],
        },
      ],
    });
    const ids: number[] = [];
    for (const date of [monday, plus(monday, 1)]) {
      const saved = await asFrank(phone, 'POST', '/api/TimeSheet/', day(date));
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
      ids.push(saved.json['timeSheetID'] as number);
    }

    const office = await signedInConsole(world);
    const nav = office.getByRole('navigation', { name: 'Console areas' });
    // The pointer stays on the navbar link it last clicked: the active link passes AA hovered too.
    const axeClean = async (where: string) => {
      expect(describeViolations(where, await seriousViolations(office))).toEqual([]);
    };

    // OFFICE-3: deactivate Carlos after a confirm, then reactivate him.
    await nav.getByRole('link', { name: 'People' }).click();
    await office.getByRole('heading', { name: 'People' }).waitFor();
    await office.getByLabel('Search people').fill('Carlos');
    await office.locator('label', { hasText: 'Everyone' }).click();
    const carlosRow = office.getByRole('row').filter({ hasText: 'crew@acme.example' });
    await carlosRow.getByRole('button', { name: 'Deactivate Carlos Crew' }).click();
    await office.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await carlosRow.getByText('Deactivated').waitFor();
    await carlosRow.getByRole('button', { name: 'Reactivate Carlos Crew' }).click();
    await office.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
    await carlosRow.getByRole('button', { name: 'Deactivate Carlos Crew' }).waitFor();
    await axeClean('people');

    // OFFICE-8: the period of the two whole weeks before this one holds Frank's two days.
    await nav.getByRole('link', { name: 'Timesheets' }).click();
    await office.getByRole('heading', { name: 'Timesheets by pay period' }).waitFor();
    const rowOf = (date: string) => office.getByRole('row').filter({ hasText: inWords(date) });
    await rowOf(monday)
      .getByRole('button', { name: `Approve Frank Foreman ${inWords(monday)}` })
      .click();
    await rowOf(monday).getByText('Approved (locked)').waitFor();
    const tuesday = plus(monday, 1);
    await rowOf(tuesday)
      .getByRole('button', { name: `Return Frank Foreman ${inWords(tuesday)}` })
      .click();
    const dialog = office.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Return' }).click();
    await dialog.getByText('Write what to correct: a day is returned with a comment.').waitFor();
    await dialog.getByLabel('What should the foreman correct?').fill('Carlos left at 14:00');
    await dialog.getByRole('button', { name: 'Return' }).click();
    await rowOf(tuesday).getByText('Returned by Olivia Office: "Carlos left at 14:00"').waitFor();
    expect(
      idOf(`SELECT COUNT(*) AS n FROM timesheets WHERE timesheet_id = ${ids[1]} AND status = 'draft'`),
    ).toBe(1);

    // The export is refused while Tuesday is open again, and says whose day in words.
    await office.getByRole('button', { name: 'Export the period (CSV)' }).click();
    const refusal = office.getByRole('alert').filter({ hasText: 'The period cannot be exported yet' });
    await refusal.getByText(`Frank Foreman: ${inWords(tuesday)}`).waitFor();
    await axeClean('timesheets');

    // Frank corrects and confirms; the period exports, one line per person and job.
    const returned = await asFrank(phone, 'GET', `/api/TimeSheets/${ids[1]}`);
    const corrected = { ...returned.json, timeSheetID: ids[1], status: 'confirmed' };
    expect((await asFrank(phone, 'PUT', `/api/timesheet/${ids[1]}`, corrected)).status).toBe(200);
    const [csv] = await Promise.all([
      office.waitForEvent('download'),
      office.getByRole('button', { name: 'Export the period (CSV)' }).click(),
    ]);
    const period = { from: mondayBack(14), to: plus(mondayBack(0), -1) };
    expect(csv.suggestedFilename()).toBe(`payroll-${period.from}-${period.to}.csv`);
    const lines = (await bytes(csv)).toString('utf8').trim().split('\r\n');
    expect(lines[0]).toMatch(/^"Employee","Employee ID",/);
    expect(lines.slice(1)).toHaveLength(1);
    expect(lines[1]).toMatch(new RegExp(`^"Carlos Crew","${carlos}",`));
    expect(lines[1]).toContain(monday);
    expect(lines[1]).toContain(tuesday);
    const [pdf] = await Promise.all([
      office.waitForEvent('download'),
      office.getByRole('button', { name: 'PDF for signing' }).click(),
    ]);
    expect((await bytes(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // OFFICE-6: a new rule set previewed on last week's pay of Frank's crew, by the server.
    await nav.getByRole('link', { name: 'Rules and rates' }).click();
    await office.getByRole('button', { name: 'New rule set' }).click();
    await office.getByLabel('Foreman', { exact: true }).first().click();
    await office.getByRole('option', { name: 'Frank Foreman' }).click();
    await office.getByRole('button', { name: 'Preview the pay' }).click();
    const preview = office.getByRole('table', { name: /Pay of Frank Foreman’s crew/ });
    await preview.getByRole('row', { name: /Carlos Crew/ }).waitFor();
    await axeClean('rules');
    // OFFICE-5: the lists, the event types first, each entry with its Spanish label.
    await nav.getByRole('link', { name: 'Lists' }).click();
    await office.getByRole('table', { name: /Entries of the list/ }).waitFor();
    await axeClean('lists');

    // OFFICE-10: the record, filtered by the person who acted, newest first.
    await nav.getByRole('link', { name: 'Audit record' }).click();
    await office.getByRole('heading', { name: 'What the office did' }).waitFor();
    await office.getByLabel('Done by', { exact: true }).first().click();
    await office.getByRole('option', { name: 'Olivia Office' }).click();
    const record = office.getByRole('table', { name: 'Office actions, newest first' });
    await expect
      .poll(async () => (await record.getByRole('row').allInnerTexts()).slice(1).map((r) => r.split('\t')[2]))
      .toEqual([
        'Reviewed a timesheet',
        'Reviewed a timesheet',
        'Deactivated or reactivated a person',
        'Deactivated or reactivated a person',
      ]);
    await record.getByRole('row').nth(1).getByText('Carlos left at 14:00').waitFor();
    await axeClean('audit');
  });
});
