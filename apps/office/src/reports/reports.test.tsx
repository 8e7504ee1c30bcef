// OFFICE-7: the console's report inbox: the server's page of reports in a table with the filters
// sent as the query (nothing filtered here); a report opens with its PDF and photos (office calls
// with the session) and the review with its comment goes to the server.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfficeReportRow } from '@fieldops/contract';
import { writeSession } from '../api/session-store';
import { answeringFetch, renderConsole } from '../test/render';
import ReportsArea from './ReportsArea';

const session = {
  sessionId: 'sid-office',
  accessToken: 'token',
  email: 'office@acme.example',
  revocationEndpoint: '/oidc/token/revocation',
  clientId: 'fieldops-web',
};
const row: OfficeReportRow = {
  reportID: 31,
  referenceCode: 'r-31',
  job: { jobID: 7, jobNumber: 'J-4102' },
  locationNumber: '1',
  template: { name: 'cbilling', title: 'Contractor Billing' },
  filledOn: '2026-11-18T16:45:00.000-07:00',
  filledBy: 'Frank Foreman',
  foreman: { employeeID: 12, name: 'Frank Foreman' },
  savedAt: '2026-11-18T23:50:00.000Z',
  revision: 1,
  review: { state: 'received', comment: null, reviewedBy: null, reviewedAt: null },
  pdf: '/api/office/reports/31/pdf',
  photos: [{ referenceCode: 'ph-1', url: '/api/office/reports/31/photos/ph-1' }],
};
const job = {
  jobID: 7,
  jobNumber: 'J-4102',
  workType: 'Water main',
  workDescription: '',
  address1: '1 Main St',
  city: 'Portland',
  latitude: null,
  longitude: null,
  status: 'Open',
  isEmergency: false,
  foreman: { employeeID: 12, name: 'Frank Foreman' },
  crew: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function serve(asked: URL[], reviews: unknown[]) {
  return answeringFetch((path, init, url) => {
    asked.push(url);
    if (path === '/api/office/reports') return { body: { reports: [row], total: 1, page: 1, pageSize: 50 } };
    if (path === '/api/office/jobs') return { body: { jobs: [job], total: 1, page: 1, pageSize: 200 } };
    if (path === '/api/Mobile/ReportTemplates') return { body: [] };
    if (path === '/api/office/reports/31/review') {
      reviews.push(JSON.parse(String(init.body)));
      return {
        body: {
          ...row,
          review: {
            state: 'hasIssues',
            comment: 'Add the panel photo',
            reviewedBy: 'Olivia Office',
            reviewedAt: '2026-11-19T08:00:00.000Z',
          },
        },
      };
    }
    if (path === '/api/office/reports/31') return { body: row };
    return { status: 404, body: { error: 'notFound', message: 'No such call' } };
  });
}

// Rendering the console's tables and pickers in jsdom takes seconds on a shared machine.
const SLOW_MS = 30_000;

describe('the report inbox in the console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(
    '[OFFICE-7] lists the server’s reports and sends the filters as its query',
    async () => {
      writeSession(session);
      const asked: URL[] = [];
      vi.stubGlobal('fetch', serve(asked, []));
      renderConsole(
        <Routes>
          <Route path="/reports/*" element={<ReportsArea />} />
        </Routes>,
        '/reports',
      );
      const table = await screen.findByRole('table', { name: 'Reports of the company' });
      const line = await within(table).findByRole('row', { name: /J-4102/ });
      expect(line).toHaveTextContent('Contractor Billing');
      expect(line).toHaveTextContent('Frank Foreman');
      expect(line).toHaveTextContent('Received');
      await userEvent.click(screen.getByRole('combobox', { name: 'Review state' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Has issues' }));
      await waitFor(() =>
        expect(
          asked.some(
            (u) => u.pathname === '/api/office/reports' && u.searchParams.get('state') === 'hasIssues',
          ),
        ).toBe(true),
      );
      expect(asked.find((u) => u.pathname === '/api/office/reports')?.searchParams.get('sid')).toBe(
        'sid-office',
      );
    },
    SLOW_MS,
  );

  it(
    '[OFFICE-7] a report opens with its PDF and photos, and the review with its comment goes to the server',
    async () => {
      writeSession(session);
      const reviews: unknown[] = [];
      vi.stubGlobal('fetch', serve([], reviews));
      renderConsole(
        <Routes>
          <Route path="/reports/*" element={<ReportsArea />} />
        </Routes>,
        '/reports/31',
      );
      expect(
        await screen.findByRole('heading', { name: /Contractor Billing · job J-4102, location 1/ }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Open the PDF in a new tab' })).toHaveAttribute(
        'href',
        '/api/office/reports/31/pdf?sid=sid-office',
      );
      expect(screen.getByRole('img', { name: 'Photo 1 of the report' })).toHaveAttribute(
        'src',
        '/api/office/reports/31/photos/ph-1?sid=sid-office',
      );
      await userEvent.type(
        screen.getByRole('textbox', { name: /Comment for the foreman/ }),
        'Add the panel photo',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Save the review' }));
      await waitFor(() => expect(reviews).toEqual([{ state: 'hasIssues', comment: 'Add the panel photo' }]));
      expect(
        await screen.findByText('Review saved. The foreman sees it after his next sync.'),
      ).toBeInTheDocument();
    },
    SLOW_MS,
  );
});
