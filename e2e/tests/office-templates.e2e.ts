// OFFICE-4 in Chromium against the real server: the office adds a field to the daily report in the
// console and publishes version 2; Frank's phone, signed in on version 1, gets version 2 with its
// next sync and shows the field on a new report. No call is made for either side: both are the apps.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freshPage } from '../harness/browser.js';
import { DEMO_PASSWORD } from '../harness/sign-in.js';
import { E2E_TEST_TIMEOUT_MS, SYNC_WAIT_MS } from '../harness/waits.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();
const OFFICE_ACCOUNT = 'office@acme.example';

/** The console's own sign-in: its button, the provider's form, back to the console. */
async function officeConsole(): Promise<Page> {
  const { page } = await freshPage(world.browser);
  await page.goto(`${world.server.url}/office/sign-in`);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel(/email/i).fill(OFFICE_ACCOUNT);
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|continue/i }).click();
  await page.getByRole('link', { name: 'Report templates' }).waitFor();
  return page;
}

/** Frank's phone on his first job's page, where its reports are started. */
async function onJobPage(phone: Page): Promise<void> {
  // By address (the phone's menu sits behind the burger); before the publish, so a start is fine.
  await phone.goto(`${world.server.url}/job-list`);
  await phone.getByRole('list', { name: 'Jobs' }).getByRole('link').first().click();
  await phone.waitForURL(/\/jobs\/\d+\/job-page$/);
}

/**
 * Starts a new daily report from the job page (inside the app: no reload, which would load the
 * templates at start instead of the sync), says whether it has the field, and goes back.
 */
async function newReportHasField(phone: Page, label: RegExp): Promise<boolean> {
  await phone.getByRole('main').getByRole('link', { name: 'New Daily Report' }).click();
  await phone.getByLabel(/Work performed/).waitFor();
  const has = (await phone.getByLabel(label).count()) > 0;
  await phone.goBack();
  await phone.waitForURL(/\/jobs\/\d+\/job-page$/);
  return has;
}

describe('report templates from the office to the phone (OFFICE-4)', () => {
  it(
    '[OFFICE-4] the office publishes version 2 with an added field; Frank’s phone shows it on a new report after its sync',
    async () => {
      const { page: phone } = await signedInPage(world, {
        device: { viewport: { width: 390, height: 844 } },
      });
      await onJobPage(phone);
      expect(await newReportHasField(phone, /Site visitor/)).toBe(false);

      const office = await officeConsole();
      await office.goto(`${world.server.url}/office/templates/generic`);
      await office.getByRole('button', { name: 'Add a field' }).click();
      await office.getByRole('menuitem', { name: 'Short text' }).click();
      // The added field is the last (its name follows its label as it is typed).
      const added = office.getByRole('group', { name: /^Field \d+: / }).last();
      await added.getByLabel('Label', { exact: true }).fill('Site visitor');
      await added.getByLabel('Spanish label').fill('Visitante');
      await office
        .getByRole('region', { name: 'Preview as the phone shows it' })
        .getByLabel('Site visitor')
        .waitFor();
      await office.getByRole('button', { name: 'Save draft' }).click();
      await office.getByRole('button', { name: 'Publish' }).and(office.locator(':enabled')).click();
      await office.getByRole('dialog').getByRole('button', { name: 'Publish version 2' }).click();
      await office.getByText(/^Version 2, /).waitFor();

      // The phone's next job sync names other template versions: it loads them, and a new report shows the field.
      await expect
        .poll(() => newReportHasField(phone, /Site visitor/), { timeout: SYNC_WAIT_MS, interval: 3_000 })
        .toBe(true);
    },
    E2E_TEST_TIMEOUT_MS,
  );
});
