import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../db/database';
import type { LocalReport } from '../../db/report-types';
import { onStorageError } from '../../db/storage-errors';
import { networkStatus } from '../../platform/network-status';
import { byLabel, findByLabel } from '../../test/labels';
import { putDraftPhoto, reportsOffline } from '../../test/report-fixtures';
import { SIGNED } from '../../test/report-templates';
import { renderRoutes } from '../../test/render';
import { JobPage } from '../jobs';
import { CbillingReportPage, ConstructCompletePage, DynamicReportPage, GenericReportPage } from './index';

vi.mock('signature_pad', () => import('../../test/signature-pad-stub'));

const quotaError = () => new DOMException('full', 'QuotaExceededError');
const FULL = 'The device is full: nothing was saved. Free some space and try again.';

/** A contractor billing draft that passes the rules, with these draft photos. */
const completeDraft = (referenceCode: string, photos: string[]): LocalReport => ({
  referenceCode,
  reportID: null,
  jobID: 5,
  locationNumber: '1',
  reportTemplateName: 'cbilling',
  values: {
    workDate: '2025-06-01',
    crewLead: 'Dana Diaz',
    lineItems: [{ code: 'W-1', description: 'Main', unit: 'LF', quantity: 2, unitPrice: 10 }],
    photos,
    foremanName: 'Frank Foreman',
    foremanSignature: SIGNED,
  },
  createdDate: '2025-06-01T09:00:00.000Z',
  createdByUser: '',
  status: 'draft',
  updatedDate: '2025-06-01T09:00:00.000Z',
});

const routes = [
  { path: '/jobs/dynamic-report', element: <DynamicReportPage /> },
  { path: '/jobs/cbilling-report', element: <CbillingReportPage /> },
  { path: '/jobs/construct-complete', element: <ConstructCompletePage /> },
  { path: '/report-generic', element: <GenericReportPage /> },
  { path: '/jobs/:jobID/job-page', element: <JobPage /> },
];

describe('report screens', () => {
  beforeEach(async () => {
    await reportsOffline();
  });
  afterEach(() => {
    cleanup();
    act(() => networkStatus.setOnline(true));
  });

  it('[REPORT-3] the contractor billing, construction-complete and generic screens render their templates with the one renderer', async () => {
    const cases = [
      ['/jobs/cbilling-report', 'Contractor billing report', ['Crew lead', 'Foreman name']],
      [
        '/jobs/construct-complete',
        'Construction complete',
        ['Completion date', 'Site cleaned and debris removed'],
      ],
      ['/report-generic', 'Generic report', ['Weather', 'Hours worked', 'Work performed']],
      ['/jobs/dynamic-report', 'Daily Report', ['Weather']],
    ] as const;
    for (const [path, title, labels] of cases) {
      const query = path === '/jobs/dynamic-report' ? '?template=generic&jobID=5&loc=1' : '?jobID=5&loc=1';
      const view = renderRoutes(routes, `${path}${query}`);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      for (const label of labels) expect(await findByLabel(label)).toBeInTheDocument();
      expect(await screen.findByText('Job J-5, location 1')).toBeInTheDocument();
      // The report gets its own referenceCode in the address, so a reload reopens the same draft.
      await waitFor(() => expect(view.router.state.location.search).toMatch(/ref=r-[0-9a-f-]{36}/));
      view.unmount();
    }
  });

  it('[REPORT-3] says when the template is not on the device yet', async () => {
    renderRoutes(routes, '/jobs/dynamic-report?template=unknown&jobID=5&loc=1');
    expect(
      await screen.findByText(/The report template "unknown" is not on this device yet/),
    ).toBeInTheDocument();
  });

  it('[REPORT-2] saves the draft to the device as you type, and reopens it', async () => {
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/jobs/cbilling-report?jobID=5&loc=1&ref=r-draft');
    await user.type(await findByLabel('Crew lead'), 'Dana Diaz');
    await user.click(screen.getByRole('button', { name: 'Add line item' }));
    await user.type(byLabel('Quantity'), '12.5');
    await waitFor(async () =>
      expect(await db.reports.get('r-draft')).toMatchObject({
        status: 'draft',
        jobID: 5,
        locationNumber: '1',
        reportTemplateName: 'cbilling',
        values: { crewLead: 'Dana Diaz', lineItems: [{ quantity: 12.5 }] },
      }),
    );
    expect(await db.updateQueue.count()).toBe(0); // a draft stays on the device
    await user.type(byLabel('Foreman name'), 'F');
    view.unmount(); // closing writes what the pause had not written yet
    await waitFor(async () => expect((await db.reports.get('r-draft'))?.values['foremanName']).toBe('F'));
    renderRoutes(routes, '/jobs/cbilling-report?jobID=5&loc=1&ref=r-draft');
    expect(await findByLabel('Crew lead')).toHaveValue('Dana Diaz');
    expect(byLabel('Quantity')).toHaveValue('12.5');
  });

  it('[REPORT-2] Submit shows the problems next to the fields and queues nothing', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/jobs/cbilling-report?jobID=5&loc=1&ref=r-empty');
    await user.click(await screen.findByRole('button', { name: 'Submit report' }));
    expect(await screen.findByText(/Fix \d+ problems before submitting/)).toBeInTheDocument();
    expect(byLabel('Crew lead')).toHaveAccessibleDescription('Crew lead is required');
    expect(screen.getByText('Foreman signature is required')).toBeInTheDocument();
    expect(await db.updateQueue.count()).toBe(0);
  });

  it('[REPORT-2] Submit runs the shared rules, queues photos then the report, and lists it on the job page as waiting', async () => {
    const user = userEvent.setup();
    await putDraftPhoto('p-1', 5, 'r-full');
    await putDraftPhoto('p-2', 5, 'r-full');
    await db.reports.put(completeDraft('r-full', ['p-1', 'p-2']));
    const view = renderRoutes(routes, '/jobs/cbilling-report?jobID=5&loc=1&ref=r-full');
    expect(await screen.findAllByRole('img', { name: /Photo \d/ })).toHaveLength(2);
    expect(screen.getByText('Total: 20.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/jobs/5/job-page'));
    const tasks = (await db.updateQueue.toArray()).sort((a, b) => a.queueID - b.queueID);
    expect(tasks.map((t) => t.typeObject)).toEqual(['Image', 'Image', 'Report']);
    expect(tasks[2]?.dependsOn).toBe(tasks[1]?.queueID);
    expect(tasks[2]).toMatchObject({ payload: { createdByUser: 'Frank Foreman' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Job page J-5' })).toBeInTheDocument();
    expect(await screen.findByText('Waiting to send')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'New Contractor Billing' })).toHaveAttribute(
      'href',
      '/jobs/cbilling-report?template=cbilling&jobID=5&loc=1',
    );
    expect(screen.queryByRole('button', { name: 'View PDF' })).not.toBeInTheDocument();
    await db.reports.update('r-full', { status: 'sent' });
    expect(await screen.findByRole('button', { name: 'View PDF' })).toBeInTheDocument();
  });

  it('[FIELD-7] [REPORT-2] a draft the full device could not store stays on screen, is told once, and is saved with the next change', async () => {
    const user = userEvent.setup();
    const told = vi.fn();
    const stop = onStorageError(told);
    const put = vi.spyOn(db.reports, 'put').mockRejectedValue(quotaError());
    renderRoutes(routes, '/jobs/cbilling-report?jobID=5&loc=1&ref=r-draft');
    await user.type(await findByLabel('Crew lead'), 'Dana Diaz');
    expect(
      await screen.findByRole('alert', { description: /The device is full: the draft is not saved/ }),
    ).toBeVisible();
    expect(byLabel('Crew lead')).toHaveValue('Dana Diaz');
    expect(screen.queryByText('Draft saved on this device')).toBeNull();
    expect(await db.reports.get('r-draft')).toBeUndefined();
    expect(told).not.toHaveBeenCalled(); // the editor says it, not the shell's notifier too
    stop();
    put.mockRestore();
    await user.type(byLabel('Foreman name'), 'F');
    await waitFor(async () =>
      expect((await db.reports.get('r-draft'))?.values).toMatchObject({
        crewLead: 'Dana Diaz',
        foremanName: 'F',
      }),
    );
    expect(await screen.findByText('Draft saved on this device')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { description: /The device is full/ })).toBeNull();
  });

  it('[FIELD-7] [REPORT-2] a submit the full device could not store stays on the report, keeps what was typed and says so once', async () => {
    const user = userEvent.setup();
    await putDraftPhoto('p-1', 5, 'r-full');
    await db.reports.put(completeDraft('r-full', ['p-1']));
    const told = vi.fn();
    const stop = onStorageError(told);
    const add = vi.spyOn(db.updateQueue, 'add').mockRejectedValue(quotaError());
    const view = renderRoutes(routes, '/jobs/cbilling-report?jobID=5&loc=1&ref=r-full');
    await user.type(await findByLabel('Foreman name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByRole('alert', { description: FULL })).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/jobs/cbilling-report');
    expect(byLabel('Foreman name')).toHaveValue('Frank Foreman Jr');
    expect(await db.updateQueue.count()).toBe(0);
    expect((await db.photos.get('p-1'))?.status).toBe('draft');
    expect(told).not.toHaveBeenCalled();
    stop();
    add.mockRestore();
    // What was typed before Submit is still the draft to keep: closing writes it.
    view.unmount();
    await waitFor(async () =>
      expect((await db.reports.get('r-full'))?.values['foremanName']).toBe('Frank Foreman Jr'),
    );
  });
});
