// OFFICE-7 on the foreman's device: the office's review comes with the job's reports (job sync);
// a report with issues says so with the office's comment on the job's list and on the report, and
// he corrects it and sends it again through the ordinary queued report save (same report, a
// revision), after which the old comment is no longer shown.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedReport } from '@fieldops/contract';
import { db } from '../../db/database';
import { saveJobContent } from '../../db/job-content';
import { networkStatus } from '../../platform/network-status';
import { reportsOffline } from '../../test/report-fixtures';
import { SIGNED } from '../../test/report-templates';
import { renderRoutes } from '../../test/render';
import { JobPage } from '../jobs';
import { CbillingReportPage } from './index';

vi.mock('signature_pad', () => import('../../test/signature-pad-stub'));

const routes = [
  { path: '/jobs/cbilling-report', element: <CbillingReportPage /> },
  { path: '/jobs/:jobID/job-page', element: <JobPage /> },
];

/** Frank's billing report as the job sync brings it, with the office's review. */
const fromServer = (review: SavedReport['review']): SavedReport => ({
  referenceCode: 'r-reviewed',
  reportID: 77,
  jobID: 5,
  locationNumber: '1',
  reportTemplateName: 'cbilling',
  values: {
    workDate: '2025-06-01',
    crewLead: 'Dana Diaz',
    lineItems: [{ code: 'W-1', description: 'Main', unit: 'LF', quantity: 2, unitPrice: 10 }],
    photos: [],
    foremanName: 'Frank Foreman',
    foremanSignature: SIGNED,
  },
  createdDate: '2025-06-01T09:00:00.000Z',
  createdByUser: 'Frank Foreman',
  templateVersion: 1,
  savedDate: '2025-06-01T09:05:00.000Z',
  revision: 1,
  ...(review ? { review } : {}),
});

describe('the office’s review of a report on the device', () => {
  beforeEach(async () => {
    await reportsOffline();
  });
  afterEach(() => {
    cleanup();
    act(() => networkStatus.setOnline(true));
  });

  it('[OFFICE-7] a report with issues shows the office’s comment on the job’s list and on the report; he corrects it and sends a revision through the queue', async () => {
    const user = userEvent.setup();
    const review = {
      state: 'hasIssues' as const,
      comment: 'The crew lead is Luis, not Dana',
      reviewedBy: 'Rita Reviewer',
      reviewedAt: '2025-06-02T10:00:00.000Z',
    };
    await saveJobContent([5], [{ jobID: 5, reports: [fromServer(review)], images: [] }]);
    const job = renderRoutes(routes, '/jobs/5/job-page');
    const list = await screen.findByRole('list', { name: 'Reports of this job' });
    expect(await within(list).findByText('Has issues')).toBeInTheDocument();
    expect(within(list).getByText('The office: The crew lead is Luis, not Dana')).toBeInTheDocument();
    job.unmount();

    const view = renderRoutes(routes, '/jobs/cbilling-report?jobID=5&loc=1&ref=r-reviewed');
    const alert = await screen.findByRole('status', { name: 'Has issues' });
    expect(alert).toHaveTextContent('The office: The crew lead is Luis, not Dana');
    expect(screen.queryByRole('button', { name: 'Submit report' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Correct and send again' }));
    // A draft again on this device: the form opens for the correction.
    await screen.findByRole('button', { name: 'Submit report' });
    const crewLead = screen.getByRole('textbox', { name: /Crew lead/ });
    await user.clear(crewLead);
    await user.type(crewLead, 'Luis Lopez');
    // The comment stays in view while he corrects it.
    expect(screen.getByText('The office: The crew lead is Luis, not Dana')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/jobs/5/job-page'));

    const tasks = await db.updateQueue.toArray();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      typeObject: 'Report',
      url: '/api/jobs/5/locations/1/reports/cbilling/r-reviewed',
      payload: { values: { crewLead: 'Luis Lopez' } },
    });
    expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
    expect(screen.queryByText('Has issues')).toBeNull();
  });

  it('[OFFICE-7] an approved report says so; a received one says nothing more than sent', async () => {
    await saveJobContent(
      [5],
      [
        {
          jobID: 5,
          reports: [
            fromServer({
              state: 'approved',
              comment: null,
              reviewedBy: 'Rita Reviewer',
              reviewedAt: '2025-06-02T10:00:00.000Z',
            }),
            {
              ...fromServer({ state: 'received', comment: null, reviewedBy: null, reviewedAt: null }),
              referenceCode: 'r-received',
            },
          ],
          images: [],
        },
      ],
    );
    renderRoutes(routes, '/jobs/5/job-page');
    const list = await screen.findByRole('list', { name: 'Reports of this job' });
    expect(await within(list).findByText('Approved by the office')).toBeInTheDocument();
    expect(within(list).getAllByText('Sent')).toHaveLength(2);
    expect(within(list).queryByText('Has issues')).toBeNull();
  });
});
