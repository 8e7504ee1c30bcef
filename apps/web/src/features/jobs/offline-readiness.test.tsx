// TRUST-4: a report sent from another device leaves the job "Fetching for offline" (no tap asked)
// while the device is online and its PDF is on its way; offline, or held back by the storage
// budget, the job says it is not ready and offers "Make available offline".
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { db } from '../../db/database';
import { saveCachedPdf } from '../../db/reports';
import { networkStatus } from '../../platform/network-status';
import { resetDb } from '../../test/db';
import { jobWithSite, savedReport } from '../../test/report-fixtures';
import { renderWithProviders } from '../../test/render';
import { JobRowReadiness, OfflineReadiness } from './OfflineReadiness';

const job = jobWithSite(5);

describe('ready offline while a report PDF is on its way (TRUST-4)', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    networkStatus.setOnline(true);
    await db.jobs.put(job);
    await db.jobContentSynced.put({ jobID: 5, updatedDate: job.updatedDate });
    await db.reports.put({ ...savedReport('r-1', 5, 'cbilling'), status: 'sent', updatedDate: 'x' });
  });
  afterEach(() => {
    cleanup();
    networkStatus.setOnline(true);
  });

  it('[TRUST-4] online, the job says what it is fetching, not "Not ready offline", and asks for no tap; then "Ready offline"', async () => {
    renderWithProviders(<OfflineReadiness jobID={5} />);
    await screen.findByText('Fetching for offline: 1 report PDF');
    expect(screen.queryByText(/Not ready offline/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make available offline' })).toBeNull();
    await saveCachedPdf({ jobID: 5, template: 'cbilling', referenceCode: 'r-1' }, new Blob(['%PDF']));
    await screen.findByText('Ready offline');
  });

  it('[TRUST-4] offline, the missing PDF makes the job not ready, with the button', async () => {
    renderWithProviders(<OfflineReadiness jobID={5} />);
    await screen.findByText('Fetching for offline: 1 report PDF');
    act(() => networkStatus.setOnline(false));
    await screen.findByText('Not ready offline: 1 report PDF missing');
    expect(screen.getByRole('button', { name: 'Make available offline' })).toBeTruthy();
  });

  it('[TRUST-4] [OFF-4] a job whose copies the budget freed is not ready, online too', async () => {
    await db.evictedJobs.put({ jobID: 5 });
    renderWithProviders(<JobRowReadiness jobID={5} />);
    await screen.findByText('Not ready offline: 1 report PDF missing');
  });
});
