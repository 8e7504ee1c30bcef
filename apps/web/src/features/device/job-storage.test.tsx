import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../db/database';
import { readSetting, writeSetting } from '../../db/settings';
import { resetDb } from '../../test/db';
import { jobWithSite } from '../../test/report-fixtures';
import { renderWithProviders } from '../../test/render';
import { JobStorageSection } from './JobStorageSection';

const bytes = (n: number) => new Blob([new Uint8Array(n)], { type: 'image/jpeg' });

describe('job storage on the device page (OFF-4)', () => {
  beforeEach(async () => {
    await resetDb();
  });

  it('[OFF-4] shows storage per job, the budget set here, and what the budget dropped; the budget is set in MB', async () => {
    await db.jobs.put(jobWithSite(5));
    await db.photos.put({
      referenceCode: 'p',
      jobID: 5,
      locationNumber: '1',
      sessionId: '',
      blob: bytes(2048),
    });
    // A photo of unsent work is not a copy: it is not counted.
    await db.photos.put({
      referenceCode: 'own',
      jobID: 5,
      locationNumber: '1',
      sessionId: '',
      status: 'queued',
      blob: bytes(50_000),
    });
    await writeSetting('storageBudget', 3 * 1024 * 1024);
    await db.storageNotices.bulkPut([
      { at: '2026-11-20T08:00:00.000Z', jobID: 6, jobNumber: 'J-6', bytes: 12 * 1024 * 1024, why: 'closed' },
    ]);
    renderWithProviders(<JobStorageSection />);
    const row = await screen.findByTestId('job-storage-J-5');
    expect(within(row).getByText('2 KB')).toBeTruthy();
    expect(screen.getByTestId('storage-budget').textContent).toBe('3 MB');
    const notices = screen.getByRole('list', { name: 'Freed to keep to the budget' });
    expect(notices.textContent).toMatch(/Freed 12 MB: copies of job J-6 \(closed\)$/);

    await userEvent.type(screen.getByLabelText('Budget in MB'), '0.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save budget' }));
    await expect.poll(() => readSetting('storageBudget')).toBe(512 * 1024);
    await userEvent.click(await screen.findByRole('button', { name: 'Use the default' }));
    await expect.poll(() => readSetting('storageBudget')).toBeNull();
  });
});
