// INT-3 in Chromium against the real server: the office administrator chooses a CSV of three jobs
// in the console's Import area; the check (a dry run) shows the bad row first with its error and
// writes nothing, and Import stays off; with the bad row taken out, a new check is clean and Import
// writes the two jobs once. The page is axe-clean with its results shown.
import { describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from '../harness/axe.js';
import { signedInConsole } from '../harness/office-console.js';
import { countRows } from '../harness/server-db.js';
import { E2E_TEST_TIMEOUT_MS } from '../harness/waits.js';
import { e2eWorld } from '../harness/world.js';

const world = e2eWorld();
const imported = () =>
  countRows(world.server.dataDir, "SELECT COUNT(*) AS n FROM jobs WHERE job_number LIKE 'CSV-%'");

const HEADER = 'externalID,jobNumber,workType,address1,city,latitude,longitude,foreman,crew';
const GOOD = [
  'ERP-CSV-1,CSV-1,Storm drain repair,"1200 Harbor Blvd, Unit 4",Oakland,37.8,-122.27,foreman@acme.example,',
  'ERP-CSV-2,CSV-2,Paving,9 Pier St,Oakland,,,,',
];
const BAD = 'ERP-CSV-3,CSV-3,,3 Dock Rd,Oakland,,,,';

describe('the console imports jobs from CSV (INT-3)', () => {
  it(
    '[INT-3] a CSV with one bad row: the check shows it first and writes nothing; without it, Import writes the two jobs',
    async () => {
      const office = await signedInConsole(world);
      await office.getByRole('link', { name: 'Import' }).click();
      await office.getByRole('heading', { name: 'Import from CSV' }).waitFor();
      const file = [HEADER, GOOD[0], BAD, GOOD[1]].join('\r\n') + '\r\n';
      await office.locator('input[type="file"]').setInputFiles({
        name: 'jobs.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`\uFEFF${file}`),
      });
      await office.getByText('3 rows ready to check').waitFor();
      const importButton = office.getByRole('button', { name: 'Import', exact: true });
      await office.getByRole('button', { name: 'Check' }).click();
      const results = office.getByRole('table', { name: 'Check results by line' });
      const firstLine = results.getByRole('row').nth(1);
      await firstLine.waitFor();
      expect(await firstLine.textContent()).toMatch(/^3ERP-CSV-3Invalid.*workType/);
      await office
        .getByText(/Checked, nothing written: 2 to create, 0 to update, 0 unchanged, 1 with errors/)
        .waitFor();
      expect(await importButton.isDisabled()).toBe(true);
      expect(imported()).toBe(0);

      await office.getByLabel('Or paste the CSV').fill([HEADER, ...GOOD].join('\n'));
      await office.getByRole('button', { name: 'Check' }).click();
      await office.getByText(/Checked, nothing written: 2 to create/).waitFor();
      expect(imported()).toBe(0);
      await importButton.click();
      await office.getByText(/Imported: 2 created, 0 updated, 0 unchanged, 0 with errors/).waitFor();
      expect(imported()).toBe(1 + 1);
      expect(
        countRows(
          world.server.dataDir,
          "SELECT COUNT(*) AS n FROM jobs WHERE job_number = 'CSV-1' AND address1 = ?",
          '1200 Harbor Blvd, Unit 4',
        ),
      ).toBe(1);
      expect(await importButton.isDisabled()).toBe(true);
      expect(describeViolations('import', await seriousViolations(office))).toEqual([]);
    },
    E2E_TEST_TIMEOUT_MS,
  );
});
