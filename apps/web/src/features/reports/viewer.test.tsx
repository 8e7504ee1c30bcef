import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { db } from '../../db/database';
import { reportPdfID } from '../../db/report-types';
import { networkStatus } from '../../platform/network-status';
import { resetDb } from '../../test/db';
import { json, stubFetch } from '../../test/fetch-stub';
import { jobWithSite, savedReport, signIn } from '../../test/report-fixtures';
import { cbillingTemplate } from '../../test/report-templates';
import { renderRoutes } from '../../test/render';
import { loadingOverlay } from '../../ui/loading-overlay';
import { ReportsViewerPage } from './index';

// pdf.js needs a real canvas and worker: the page drawing is replaced at its module boundary.
const drawn: Blob[] = [];
vi.mock('../../ui/PdfDocumentView', () => ({
  PdfDocumentView: ({ blob, onPages }: { blob: Blob; onPages: (n: number) => void }) => {
    drawn.push(blob);
    queueMicrotask(() => onPages(2));
    return <div data-testid="pdf-pages" />;
  },
}));

const PDF_BYTES = '%PDF-1.7\n% test\n';
const pdfAnswer = () =>
  new Response(PDF_BYTES, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
const routes = [{ path: '/jobs/reports-viewer', element: <ReportsViewerPage /> }];
const URL_OF_REPORT = '/jobs/reports-viewer?jobID=5&referenceCode=r-1&template=cbilling';

describe('reports viewer', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
    drawn.length = 0;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => networkStatus.setOnline(true));
  });

  it('[REPORT-4] fetches the PDF with id, referenceCode, template and sid, keeps it, and reopens it offline', async () => {
    act(() => networkStatus.setOnline(true));
    const http = stubFetch({ 'GET /api/ContractorBillingForm': pdfAnswer });
    const view = renderRoutes(routes, URL_OF_REPORT);
    expect(await screen.findByText('2 pages')).toBeInTheDocument();
    const [request] = http.to('/api/ContractorBillingForm');
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({
      id: '5',
      referenceCode: 'r-1',
      template: 'cbilling',
      sid: 'sid-1',
    });
    expect(await drawn[0]?.text()).toBe(PDF_BYTES);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    // Nothing about the report on the device yet: named by its template, never by its reference.
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'download',
      'Contractor Billing.pdf',
    );
    const kept = await db.files.get(reportPdfID(5, 'cbilling', 'r-1'));
    expect(kept).toMatchObject({ mimeType: 'application/pdf', jobID: null });
    expect(await kept?.blob?.text()).toBe(PDF_BYTES);
    expect(loadingOverlay.getSnapshot()).toEqual([]);
    view.unmount();

    act(() => networkStatus.setOnline(false));
    const offline = stubFetch({});
    renderRoutes(routes, URL_OF_REPORT);
    expect(await screen.findByText('Showing the copy saved on this device.')).toBeInTheDocument();
    expect(await screen.findByText('2 pages')).toBeInTheDocument();
    expect(offline.requests).toHaveLength(0);
    expect(await drawn.at(-1)?.text()).toBe(PDF_BYTES);
  });

  it("[REPORT-8] [REPORT-4] says 'error trying to load report' when the PDF cannot load and none is kept", async () => {
    act(() => networkStatus.setOnline(true));
    stubFetch({
      'GET /api/ContractorBillingForm': json(
        { error: 'not_found', message: 'No such report', details: null },
        404,
      ),
    });
    const view = renderRoutes(routes, URL_OF_REPORT);
    expect(await screen.findByRole('alert')).toHaveTextContent('error trying to load report');
    expect(loadingOverlay.getSnapshot()).toEqual([]);
    view.unmount();
    act(() => networkStatus.setOnline(false));
    renderRoutes(routes, '/jobs/reports-viewer?jobID=5&referenceCode=r-2&template=cbilling');
    expect(await screen.findByRole('alert')).toHaveTextContent('error trying to load report');
    expect(drawn).toHaveLength(0);
  });

  it("[UX-3] beside 'error trying to load report' says why: offline and never opened here (available once online), or the server's reason", async () => {
    act(() => networkStatus.setOnline(false));
    stubFetch({});
    const view = renderRoutes(routes, '/jobs/reports-viewer?jobID=5&referenceCode=r-3&template=cbilling');
    const offline = await screen.findByRole('alert');
    expect(within(offline).getByText('error trying to load report')).toBeInTheDocument();
    expect(offline).toHaveTextContent('it is available once online');
    view.unmount();
    act(() => networkStatus.setOnline(true));
    stubFetch({
      'GET /api/ContractorBillingForm': json(
        { error: 'forbidden', message: 'Job 5 is not one of yours', details: null },
        403,
      ),
    });
    const refusedView = renderRoutes(routes, '/jobs/reports-viewer?jobID=5&referenceCode=r-4&template=cbilling');
    const refused = await screen.findByRole('alert');
    expect(within(refused).getByText('error trying to load report')).toBeInTheDocument();
    expect(within(refused).getByText('Job 5 is not one of yours')).toBeInTheDocument();
    refusedView.unmount();
    // A 404's message is the spec's line again: the device says what it means instead.
    stubFetch({
      'GET /api/ContractorBillingForm': json(
        { error: 'not_found', message: 'error trying to load report', details: null },
        404,
      ),
    });
    renderRoutes(routes, '/jobs/reports-viewer?jobID=5&referenceCode=r-5&template=cbilling');
    const missing = await screen.findByRole('alert');
    expect(within(missing).getAllByText('error trying to load report')).toHaveLength(1);
    expect(missing).toHaveTextContent('it may not have been sent yet');
  });

  it('[UX-3] the PDF downloads under the report, the job number and the day it was filled, not its reference', async () => {
    await db.jobs.put(jobWithSite(5));
    await db.reportTemplates.put(cbillingTemplate);
    await db.reports.put({
      ...savedReport('r-1', 5, 'cbilling'),
      createdDate: '2025-06-01T22:30:00.000-07:00',
      status: 'sent',
      updatedDate: '2025-06-01T22:31:00.000-07:00',
    });
    act(() => networkStatus.setOnline(true));
    stubFetch({ 'GET /api/ContractorBillingForm': pdfAnswer });
    renderRoutes(routes, URL_OF_REPORT);
    expect(await screen.findByText('2 pages')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Download PDF' });
    await waitFor(() => expect(link).toHaveAttribute('download', 'Contractor Billing J-5 2025-06-01.pdf'));
  });
});
