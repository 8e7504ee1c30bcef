// OFFICE-7 end to end: Frank submits a report from his phone; the office, in the console in
// Chromium, marks it "has issues" with a comment; Frank's phone shows it on its next sync without
// a reload; he corrects it and sends a revision through the queue; the inbox shows it received again.
import { describe, expect, it } from 'vitest';
import { signedInConsole } from '../harness/console.js';
import { queueLength } from '../harness/device.js';
import { countRows } from '../harness/server-db.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();
const COMMENT = 'The crew lead was Lena, not Carlos';

describe('report review between the phone and the console', () => {
  it('[OFFICE-7] the office marks Frank’s report as having issues; his phone shows it on the next sync; his revision is received again', async () => {
    const { page: phone } = await signedInPage(world);
    await phone
      .getByRole('navigation', { name: 'Main menu' })
      .getByText('Jobs List', { exact: true })
      .click();
    await phone.getByRole('list', { name: 'Jobs' }).getByRole('link').first().click();
    await phone.getByRole('link', { name: 'New Contractor Billing' }).click();
    await phone.getByRole('textbox', { name: /^Crew lead/ }).waitFor();
    await phone.getByLabel(/^Work date/).fill('2026-11-20');
    await phone.getByRole('textbox', { name: /^Crew lead/ }).fill('Carlos Crew');
    await phone.getByRole('button', { name: 'Add line item' }).click();
    await phone.getByRole('textbox', { name: /^Code/ }).first().fill('SAW-01');
    await phone
      .getByRole('textbox', { name: /^Description/ })
      .first()
      .fill('Saw-cut asphalt');
    await phone
      .getByLabel('Unit', { exact: true })
      .or(phone.getByLabel(/^Unit \*/))
      .first()
      .selectOption('LF');
    await phone
      .getByLabel(/^Quantity/)
      .first()
      .fill('120');
    await phone
      .getByLabel(/^Unit price/)
      .first()
      .fill('4.5');
    await phone.getByRole('textbox', { name: /^Foreman name/ }).fill('Frank Foreman');
    const pad = phone.getByRole('img', { name: 'Signature' });
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('the signature pad is not on screen');
    await phone.mouse.move(box.x + 20, box.y + box.height / 2);
    await phone.mouse.down();
    for (let step = 1; step <= 12; step++)
      await phone.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? -25 : 25), {
        steps: 3,
      });
    await phone.mouse.up();
    await phone.getByRole('button', { name: 'Submit report' }).click();
    await phone.waitForURL(/job-page/);
    await expect.poll(() => queueLength(phone)).toBe(0);
    const reportID = countRows(
      world.server.dataDir,
      "SELECT report_id AS n FROM reports WHERE filled_by = 'Frank Foreman'",
    );
    expect(reportID).toBeGreaterThan(0);

    // The office, in the console: the inbox, the report, the review with its comment.
    const { page: desk } = await signedInConsole(world);
    await desk
      .getByRole('navigation', { name: 'Console areas' })
      .getByRole('link', { name: 'Reports' })
      .click();
    const inbox = desk.getByRole('table', { name: 'Reports of the company' });
    const line = inbox.getByRole('row').filter({ hasText: 'Frank Foreman' }).first();
    await expect.poll(() => line.textContent()).toContain('Received');
    await line.click();
    await desk.getByRole('link', { name: 'Open the PDF in a new tab' }).waitFor();
    await desk.getByRole('textbox', { name: /Comment for the foreman/ }).fill(COMMENT);
    await desk.getByRole('button', { name: 'Save the review' }).click();
    await desk.getByText('Review saved. The foreman sees it after his next sync.').waitFor();
    expect(
      countRows(
        world.server.dataDir,
        `SELECT count(*) AS n FROM reports WHERE report_id = ${reportID} AND review_state = 'hasIssues'`,
      ),
    ).toBe(1);

    // Frank's phone, still on the job page: the next sync brings the review, no reload.
    const reports = phone.getByRole('list', { name: 'Reports of this job' });
    await reports.getByText('Has issues').waitFor();
    await reports.getByText(`The office: ${COMMENT}`).waitFor();
    await reports
      .getByRole('link', { name: /^Open: / })
      .first()
      .click();
    await phone.getByRole('button', { name: 'Correct and send again' }).click();
    await phone.getByRole('button', { name: 'Submit report' }).waitFor();
    await phone.getByRole('textbox', { name: /^Crew lead/ }).fill('Lena Laborer');
    await phone.getByRole('button', { name: 'Submit report' }).click();
    await phone.waitForURL(/job-page/);
    await expect.poll(() => queueLength(phone)).toBe(0);
    expect(
      countRows(
        world.server.dataDir,
        `SELECT count(*) AS n FROM reports WHERE report_id = ${reportID} AND revision = 2 AND review_state = 'received' AND values_json LIKE '%Lena Laborer%'`,
      ),
    ).toBe(1);

    // The inbox shows it received again.
    await desk.getByRole('link', { name: 'Back to the reports' }).click();
    await expect.poll(() => line.textContent()).toContain('Received');
    // Its revision column (job, report, foreman, filled, revision, review) says the second one.
    expect(await line.getByRole('cell').nth(4).textContent()).toBe('2');
  });
});
