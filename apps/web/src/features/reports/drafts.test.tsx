import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIn } from '@fieldops/contract';
import { db } from '../../db/database';
import type { LocalReport } from '../../db/report-types';
import { writeSetting } from '../../db/settings';
import { networkStatus } from '../../platform/network-status';
import { findByLabel } from '../../test/labels';
import { putDraftPhoto, reportsOffline } from '../../test/report-fixtures';
import { renderRoutes } from '../../test/render';
import { person } from '../../test/timesheet-fixtures';
import { JobPage } from '../jobs';
import { CbillingReportPage } from './index';

vi.mock('signature_pad', () => import('../../test/signature-pad-stub'));

const routes = [
  { path: '/jobs/cbilling-report', element: <CbillingReportPage /> },
  { path: '/jobs/:jobID/job-page', element: <JobPage /> },
];

const draft = (referenceCode: string, updatedDate: string, crewLead: string): LocalReport => ({
  referenceCode,
  reportID: null,
  jobID: 5,
  locationNumber: '1',
  reportTemplateName: 'cbilling',
  values: { crewLead },
  createdDate: updatedDate,
  createdByUser: '',
  status: 'draft',
  updatedDate,
});

describe('report drafts start from what the device knows and do not pile up', () => {
  beforeEach(async () => {
    await reportsOffline();
    await writeSetting('sessionUser', person(7, 'foreman', 'Frank Foreman'));
    // Far from UTC, so a date taken in UTC or in the device's zone would often differ.
    await writeSetting('companyTimeZone', 'Pacific/Kiritimati');
  });
  afterEach(() => {
    cleanup();
    act(() => networkStatus.setOnline(true));
  });

  it('[TRUST-6] a new contractor billing starts with today in the company zone, the foreman and the crew lead', async () => {
    const { router } = renderRoutes(routes, '/jobs/cbilling-report?jobID=5&loc=1');
    expect(await findByLabel('Work date')).toHaveValue(todayIn('Pacific/Kiritimati'));
    expect(await findByLabel('Foreman name')).toHaveValue('Frank Foreman');
    expect(await findByLabel('Crew lead')).toHaveValue('Frank Foreman');
    expect(await findByLabel('Work order / PO number')).toHaveValue('');
    // Nothing is stored until something is typed: opening and leaving leaves no draft behind.
    expect(router.state.location.search).toMatch(/ref=/);
    expect(await db.reports.count()).toBe(0);
  });

  it('[TRUST-6] "New" continues the newest unsent draft of the same template and location', async () => {
    await db.reports.bulkPut([
      draft('r-old', '2026-01-01T08:00:00.000Z', 'Old Lead'),
      draft('r-new', '2026-01-02T08:00:00.000Z', 'Dana Diaz'),
      { ...draft('r-other-place', '2026-01-03T08:00:00.000Z', 'Elsewhere'), locationNumber: '2' },
      { ...draft('r-sent', '2026-01-04T08:00:00.000Z', 'Sent'), status: 'waiting' },
    ]);
    const { router } = renderRoutes(routes, '/jobs/cbilling-report?jobID=5&loc=1');
    expect(await findByLabel('Crew lead')).toHaveValue('Dana Diaz');
    expect(new URLSearchParams(router.state.location.search).get('ref')).toBe('r-new');
    expect(screen.getByText(/Continuing your draft saved/)).toBeInTheDocument();
  });

  it('[TRUST-6] a draft is discarded after a confirm, with its photos, and leaves the job’s list', async () => {
    await db.reports.put(draft('r-1', '2026-01-02T08:00:00.000Z', 'Dana Diaz'));
    await putDraftPhoto('p-1', 5, 'r-1');
    await putDraftPhoto('p-kept', 5, 'r-2');
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/jobs/cbilling-report?jobID=5&loc=1&ref=r-1');
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep the draft' }));
    expect(await db.reports.get('r-1')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard this draft?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/5/job-page'));
    expect(await db.reports.get('r-1')).toBeUndefined();
    expect((await db.photos.toArray()).map((p) => p.referenceCode)).toEqual(['p-kept']);
    expect(await screen.findByText('No reports for this job on this device yet.')).toBeInTheDocument();
  });
});
