import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { e2eWorld, signedInPage } from '../harness/world.js';
import { countRows } from '../harness/server-db.js';
import { COMPANY_ACCOUNT } from '../harness/sign-in.js';

const world = e2eWorld();

/** A date `daysBack` before this week's Monday, on the device's calendar. */
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

const idOf = (sql: string) => countRows(world.server.dataDir, sql);

async function text(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Stores a confirmed day through the server's own call, with the app's session. */
async function confirmDay(page: Page, body: unknown): Promise<number> {
  return page.evaluate(async (day) => {
    const sid = localStorage.getItem('currentSessionID') ?? '';
    const answer = await fetch(`/api/TimeSheet/?sid=${encodeURIComponent(sid)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(day),
    });
    return answer.status;
  }, body);
}

describe('payroll export in Chromium', () => {
  it('[TSX-7] a confirmed week downloads as CSV and PDF; a week with drafts is refused by name; offline says it needs a connection', async () => {
    const { page, context } = await signedInPage(world);
    const frank = idOf(`SELECT employee_id AS n FROM users WHERE email = '${COMPANY_ACCOUNT}'`);
    const carlos = idOf(`SELECT employee_id AS n FROM employees WHERE full_name = 'Carlos Crew'`);
    const monday = mondayBack(7);
    // A job of Frank's opened well before last week (the demo's older jobs).
    const job = idOf(
      `SELECT job_id AS n FROM jobs WHERE foreman_employee_id = ${frank} AND status = 'Open' AND is_emergency = 0 ORDER BY created_at LIMIT 1`,
    );
    const status = await confirmDay(page, {
      timeSheetID: null,
      timeSheetDate: monday,
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
    expect(status).toBe(200);

    await page.goto(`${world.server.url}/ts-confirmation?date=${monday}`);
    await page.getByRole('heading', { name: 'Export week' }).waitFor();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`timesheets-${frank}-${monday}.csv`);
    const lines = (await text(csv)).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^"Employee","Employee ID","Trade\/class","Job","Dates","Regular hours"/);
    // His trade and class (the demo gives everyone one) stand beside his name.
    expect(lines[1]).toMatch(new RegExp(`^"Carlos Crew","${carlos}","[^"]+ / [^"]+",`));
    expect(lines[1]).toContain(`"${monday}","8.00","0.00"`);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect((await text(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // This week is the demo's: Thursday and Friday are drafts, so the server refuses and names them.
    await page.goto(`${world.server.url}/ts-confirmation?date=${mondayBack(0)}`);
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await expect
      .poll(async () => (await page.getByRole('alert').allTextContents()).join(' '))
      .toMatch(/The week was not exported: The week of .* is not confirmed yet: confirm .* first/);

    await context.setOffline(true);
    await page
      .getByRole('status')
      .filter({ hasText: 'Exporting the week needs a connection. Try again when you are online.' })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Download CSV' }).count()).toBe(0);
  });
});
