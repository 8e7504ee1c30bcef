// OFF-4 in Chromium: a storage budget smaller than two jobs' copies. Both jobs' photo copies and
// report PDFs come by themselves (TRUST-4); then a report sent from another device on the newer job
// needs room, and the older job (not used for 15 days) gives its copies way, and the device says so;
// then the office closes the older job, it leaves the device at the next sync, and with the network
// off the open job's copies are all still there: its PDF opens and its gallery shows its photo.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openMenu } from '../harness/device.js';
import { postJobWork } from '../harness/job-work.js';
import { closeJobAsOffice } from '../harness/office.js';
import { SYNC_WAIT_MS } from '../harness/waits.js';
import { e2eWorld, signedInPage } from '../harness/world.js';

const world = e2eWorld();
const MB = 1024 * 1024;
/** The app's guess for a report PDF not fetched yet (sync/job-content.ts PDF_BYTES_GUESS). */
const PDF_BYTES_GUESS = 150_000;
const DAY_MS = 24 * 60 * 60_000;

/** A read by key, or a put of a record given as JSON (simple data travels into the page best). */
type DeviceStoreOp =
  { kind: 'get'; store: string; key: string | number } | { kind: 'put'; store: string; json: string };

/**
 * One read or write on the device database (raw IndexedDB, beside the app's Dexie). A Blob does not
 * travel out of the page: a record's Blob fields come back as their size.
 */
async function onDevice<T>(page: Page, op: DeviceStoreOp): Promise<T> {
  const result: unknown = await page.evaluate(
    (op: DeviceStoreOp) =>
      new Promise<unknown>((done, fail) => {
        const open = indexedDB.open('fieldops');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const store = db
            .transaction(op.store, op.kind === 'put' ? 'readwrite' : 'readonly')
            .objectStore(op.store);
          const request = op.kind === 'get' ? store.get(op.key) : store.put(JSON.parse(op.json));
          request.onerror = () => fail(request.error);
          request.onsuccess = () => {
            const record: unknown = request.result;
            done(
              record && typeof record === 'object' && !Array.isArray(record)
                ? Object.fromEntries(
                    Object.entries(record).map(([k, v]) => [k, v instanceof Blob ? v.size : v]),
                  )
                : record,
            );
            db.close();
          };
        };
      }),
    op,
  );
  return result as T;
}

type DevicePhoto = { referenceCode: string; status?: string; blob?: Blob; full?: Blob };
type DeviceFile = { id: string; size: number; blob?: Blob };

/** The bytes of every job copy the budget counts: server photos' images and report PDFs. */
async function copiesBytes(page: Page): Promise<number> {
  // Blob sizes are read in the page: a Blob does not travel out of it.
  return page.evaluate(
    () =>
      new Promise<number>((done, fail) => {
        const open = indexedDB.open('fieldops');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['photos', 'files']);
          const photos = tx.objectStore('photos').getAll();
          const files = tx.objectStore('files').getAll();
          tx.oncomplete = () => {
            const photoBytes = (photos.result as DevicePhoto[])
              .filter((p) => !p.status)
              .reduce((sum, p) => sum + (p.blob?.size ?? 0) + (p.full?.size ?? 0), 0);
            const pdfBytes = (files.result as DeviceFile[])
              .filter((f) => f.id.startsWith('report-pdf:'))
              .reduce((sum, f) => sum + (f.blob?.size ?? f.size), 0);
            done(photoBytes + pdfBytes);
            db.close();
          };
        };
      }),
  );
}

async function hasCopy(page: Page, referenceCode: string): Promise<boolean> {
  const photo = await onDevice<{ blob?: number } | undefined>(page, {
    kind: 'get',
    store: 'photos',
    key: referenceCode,
  });
  return !!photo?.blob;
}

/** The test cannot wait two weeks: the job's last use (the app's own ledger) is set back `days`. */
async function lastUsedDaysAgo(page: Page, jobID: number, days: number): Promise<void> {
  const at = new Date(Date.now() - days * DAY_MS).toISOString();
  const entry = await onDevice<object>(page, { kind: 'get', store: 'jobCopies', key: jobID });
  const aged = { ...entry, keptAt: at, openedAt: at, markedAt: at };
  await onDevice(page, { kind: 'put', store: 'jobCopies', json: JSON.stringify(aged) });
}

async function jobNumberOf(page: Page, jobID: number): Promise<string> {
  return (await onDevice<{ jobNumber: string }>(page, { kind: 'get', store: 'jobs', key: jobID })).jobNumber;
}

async function hasPdf(page: Page, jobID: number, referenceCode: string): Promise<boolean> {
  const key = `report-pdf:${jobID}:generic:${referenceCode}`;
  const file = await onDevice<{ blob?: number } | undefined>(page, { kind: 'get', store: 'files', key });
  return !!file?.blob;
}

describe('the storage budget', () => {
  it('[OFF-4] [TRUST-4] with a budget smaller than two jobs, the older job’s copies are freed and said so; the closed job leaves; the open job’s copies stay readable offline', async () => {
    const { page, context } = await signedInPage(world);
    await page.goto(`${world.server.url}/job-list`);
    const links = page.getByRole('list', { name: 'Jobs' }).getByRole('link');
    await links.nth(1).waitFor();
    const [older, newer] = await Promise.all(
      [0, 1].map(async (i) => Number(/\/jobs\/(\d+)\//.exec((await links.nth(i).getAttribute('href'))!)![1])),
    );
    for (const answer of [
      ...(await postJobWork(page, older!, 'e2e-budget-photo-old', 'e2e-budget-report-old')),
      ...(await postJobWork(page, newer!, 'e2e-budget-photo-new', 'e2e-budget-report-new')),
    ])
      expect(answer.slice(0, 3), answer.slice(0, 300)).toBe('200');
    const olderNumber = await jobNumberOf(page, older!);

    // TRUST-4: both jobs' copies come by themselves, PDFs included; then the older job is left
    // unused for 15 days.
    const copied = async () =>
      (await hasCopy(page, 'e2e-budget-photo-old')) &&
      (await hasCopy(page, 'e2e-budget-photo-new')) &&
      (await hasPdf(page, older!, 'e2e-budget-report-old')) &&
      (await hasPdf(page, newer!, 'e2e-budget-report-new'));
    await expect.poll(copied, { timeout: SYNC_WAIT_MS }).toBe(true);
    await lastUsedDaysAgo(page, older!, 15);

    // A budget that holds what is here and one more report PDF only without the older job's copies.
    const budgetMB = Math.floor((((await copiesBytes(page)) + PDF_BYTES_GUESS - 1_100) / MB) * 1000) / 1000;
    await openMenu(page, 'Device Details');
    await page.getByLabel('Budget in MB').fill(String(budgetMB));
    await page.getByRole('button', { name: 'Save budget' }).click();
    await page.getByRole('button', { name: 'Use the default' }).waitFor();

    // Another device sends a report on the newer job: its PDF does not fit beside the older job's
    // copies, so those go at the sync that brings it, with no tap, and a toast says so.
    await page.goto(`${world.server.url}/jobs/${newer}/job-page`);
    const freedWords = `Freed .+: copies of job ${olderNumber} \\(not opened for 14 days\\)$`;
    const freed = new RegExp(`^${freedWords}`);
    const toast = page.getByRole('alert').getByText(freed).waitFor({ timeout: SYNC_WAIT_MS });
    for (const answer of await postJobWork(page, newer!, 'e2e-budget-photo-new2', 'e2e-budget-report-new2'))
      expect(answer.slice(0, 3), answer.slice(0, 300)).toBe('200');
    await toast;
    await expect
      .poll(() => hasPdf(page, newer!, 'e2e-budget-report-new2'), { timeout: SYNC_WAIT_MS })
      .toBe(true);
    await page.getByText('Ready offline', { exact: true }).waitFor({ timeout: SYNC_WAIT_MS });
    expect(await hasCopy(page, 'e2e-budget-photo-old')).toBe(false);
    expect(await copiesBytes(page)).toBeLessThanOrEqual(budgetMB * MB);
    await openMenu(page, 'Device Details');
    await page
      .getByRole('list', { name: 'Freed to keep to the budget' })
      .getByText(new RegExp(freedWords))
      .waitFor();
    await page.goto(`${world.server.url}/job-list`);
    await page
      .getByRole('list', { name: 'Jobs' })
      .getByRole('listitem')
      .filter({ hasText: olderNumber })
      .getByText(/^Not ready offline: .*photo copy/)
      .waitFor();

    // The office closes the older job: at the next sync (the app's start) it leaves the device.
    await closeJobAsOffice(world, olderNumber);
    await page.reload();
    await expect
      .poll(() => links.filter({ hasText: olderNumber }).count(), { timeout: SYNC_WAIT_MS })
      .toBe(0);

    await context.setOffline(true);
    await page.goto(`${world.server.url}/jobs/${newer}/job-page`);
    await page.getByText('Ready offline', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'View PDF' }).first().click();
    await page.locator('canvas').first().waitFor();
    await page.goto(`${world.server.url}/job-list/${newer}/job-gallery`);
    const thumb = page.getByRole('listitem').filter({ hasText: 'Photo 1 · location' }).locator('img');
    await thumb.waitFor();
    expect(await thumb.getAttribute('src')).toMatch(/^blob:/);
    expect(await thumb.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);
    await context.close();
  });
});
