// Issue 29 in Chromium against the real server, the real provider and both built apps: the office
// signs in to /office/, creates a job and makes Frank its foreman; Frank's phone, signed in before,
// shows the job on its next poll without a reload and works on it offline. A field account gets
// the no-office-role page, and every office call it tries is refused.
import { calls } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from '../harness/axe.js';
import { freshPage } from '../harness/browser.js';
import { queueLength } from '../harness/device.js';
import { NOTES_LIST, addNote, waitForJobs } from '../harness/job-notes.js';
import { officeRequest, officeSessionId, signInToOffice } from '../harness/office.js';
import { countRows } from '../harness/server-db.js';
import { settled } from '../harness/settled.js';
import { SYNC_WAIT_MS } from '../harness/waits.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();
const FRANK = 'Frank Foreman';

describe('the office console', () => {
  it('[OFFICE-2] the office creates a job and assigns Frank; his phone shows it on its next poll and adds a note offline that reaches the server once', async () => {
    // Frank's phone is signed in and on his job list before the office acts.
    const phone = (await signedInPage(world, { email: 'foreman@acme.example' })).page;
    await waitForJobs(phone);

    const { page: office } = await freshPage(world.browser);
    await signInToOffice(office, world.server.url);
    await office.getByRole('table', { name: 'Jobs of the company' }).waitFor();
    await settled(office);
    const found = await seriousViolations(office);
    expect(describeViolations('office jobs page', found)).toEqual([]);

    const jobNumber = `J-E2E-${Date.now() % 1_000_000}`;
    await office.getByRole('button', { name: 'New job' }).click();
    await office.getByLabel(/^Job number/).fill(jobNumber);
    await office.getByLabel(/^Work type/).fill('Valve replacement');
    await office.getByLabel('Address').fill('77 Quarry Lane');
    await office.getByLabel('City').fill('Springfield');
    await office.getByLabel('Latitude').fill('39.7817');
    await office.getByLabel('Longitude').fill('-89.6501');
    await office.getByRole('button', { name: 'Create the job' }).click();
    await office.getByRole('heading', { name: jobNumber }).waitFor();

    await office.getByLabel('Foreman', { exact: true }).and(office.locator('input')).click();
    await office.getByRole('option', { name: FRANK }).click();
    await office.getByRole('button', { name: 'Save foreman and crew' }).click();
    await office.getByText(`Foreman and crew of ${jobNumber} saved.`).waitFor();
    await office
      .getByRole('list', { name: 'History of the job' })
      .getByText(`Foreman set to ${FRANK}`)
      .waitFor();

    // No reload: the phone's next job sync brings the new job into the list it shows.
    const jobLink = phone
      .getByRole('list', { name: 'Jobs' })
      .getByRole('link')
      .filter({ hasText: jobNumber });
    await jobLink.waitFor({ timeout: SYNC_WAIT_MS });

    await phone.context().setOffline(true);
    await jobLink.click();
    await phone.getByRole('link', { name: 'Comments' }).click();
    const note = `Valve chamber flooded ${Date.now()}`;
    await addNote(phone, note);
    await phone.getByRole('list', { name: NOTES_LIST }).getByText(note).waitFor();
    expect(await queueLength(phone)).toBeGreaterThanOrEqual(1);

    await phone.context().setOffline(false);
    await expect.poll(() => queueLength(phone)).toBe(0);
    expect(
      countRows(
        world.server.dataDir,
        'select count(*) n from notes join jobs on jobs.job_id = notes.job_id where notes.text = ? and jobs.job_number = ?',
        note,
        jobNumber,
      ),
    ).toBe(1);
    // The phone's service worker (the field app's offline shell) leaves /office/ to the server.
    // (A navigation goes through the active worker of its scope, whichever page starts it.)
    const worker = () =>
      phone.evaluate(
        async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state ?? 'none',
      );
    await expect.poll(worker).toBe('activated');
    await phone.goto(`${world.server.url}/office/jobs`);
    await phone.getByRole('heading', { name: 'Sign in to the office console' }).waitFor();
    await phone.context().close();
    await office.context().close();
  });

  it('[OFFICE-1] a field account signing in to /office sees the no-office-role page, and every office call it tries is 403', async () => {
    const { page, context } = await freshPage(world.browser);
    await signInToOffice(page, world.server.url, 'crew@acme.example');
    await page.getByRole('heading', { name: 'This account has no office role' }).waitFor();
    await expect.poll(() => page.getByRole('navigation').count()).toBe(0);

    const sid = await officeSessionId(page);
    const officeCalls = Object.entries(calls).filter(([, call]) => 'office' in call);
    expect(officeCalls.length).toBeGreaterThan(10);
    const answers: string[] = [];
    for (const [name, call] of officeCalls) {
      const path = call.path.replace(':id', '1').replace(':listName', 'noteTypes');
      const answer = await officeRequest(
        world.server,
        sid,
        call.method,
        path,
        call.method === 'GET' ? undefined : {},
      );
      answers.push(`${name} ${answer.status}`);
    }
    expect(answers).toEqual(officeCalls.map(([name]) => `${name} 403`));
    await context.close();
  });
});
