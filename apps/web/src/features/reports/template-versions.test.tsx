// OFFICE-4 on the device: a version the office publishes arrives with the next job sync (its
// templatesStamp changed); a draft started on the version before stays on it, on screen and when sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportTemplate } from '@fieldops/contract';
import { db } from '../../db/database';
import { readReportTemplatesStamp, replaceReportTemplates } from '../../db/reports';
import { networkStatus } from '../../platform/network-status';
import { json, stubFetch } from '../../test/fetch-stub';
import { findByLabel, queryByLabel } from '../../test/labels';
import { reportsOffline } from '../../test/report-fixtures';
import { demoOptionLists, demoTemplates, genericTemplate } from '../../test/report-templates';
import { renderRoutes } from '../../test/render';
import { submitReport } from '../../queue/actions';
import { createJobSync } from '../../sync/jobs';
import { GenericReportPage } from './index';

vi.mock('signature_pad', () => import('../../test/signature-pad-stub'));

/** What the office published as version 2: one more field. */
const genericV2 = ReportTemplate.parse({
  ...genericTemplate,
  version: 2,
  fields: [
    ...genericTemplate.fields,
    { kind: 'text', key: 'siteVisitor', label: 'Site visitor', required: true },
  ],
});
const newTemplates = [...demoTemplates.filter((t) => t !== genericTemplate), genericV2];

const syncAnswering = (templatesStamp: string) =>
  createJobSync({
    fetchUpdates: async () => ({
      serverTime: '2026-12-01T08:00:00.000Z',
      jobIDs: [5],
      changed: [],
      templatesStamp,
    }),
    fetchLookups: async () => ({ optionLists: [], eventTypes: [], foremen: [] }),
    content: { syncContent: async () => undefined, download: async () => undefined },
  });

const routes = [{ path: '/report-generic', element: <GenericReportPage /> }];

describe('report template versions on the device', () => {
  beforeEach(async () => {
    await reportsOffline();
    await replaceReportTemplates(demoTemplates, demoOptionLists, db, 'stamp-v1');
  });
  afterEach(() => {
    cleanup();
    act(() => networkStatus.setOnline(true));
    vi.unstubAllGlobals();
  });

  it('[OFFICE-4] a sync whose templates stamp changed stores the new version; the same stamp loads nothing again', async () => {
    const net = stubFetch({
      'GET /api/Mobile/ReportTemplates': json(newTemplates),
      'GET /api/QuestionLoader': json({ optionLists: demoOptionLists }),
    });
    await syncAnswering('stamp-v1').syncOnce();
    expect(net.to('/api/Mobile/ReportTemplates')).toHaveLength(0);

    await syncAnswering('stamp-v2').syncOnce();
    const stored = await db.reportTemplates.where('reportTemplateName').equals('generic').first();
    expect(stored?.version).toBe(2);
    expect(stored?.fields.map((f) => f.key)).toContain('siteVisitor');
    expect(await readReportTemplatesStamp()).toBe('stamp-v2');

    await syncAnswering('stamp-v2').syncOnce();
    expect(net.to('/api/Mobile/ReportTemplates')).toHaveLength(1);
  });

  it('[OFFICE-4] a draft started on version 1 stays on version 1 when version 2 arrives, and is sent as version 1', async () => {
    const user = userEvent.setup();
    const first = renderRoutes(routes, '/report-generic?jobID=5&loc=1&ref=r-v1');
    await user.type(await findByLabel('Work performed'), 'Trench');
    await waitFor(async () => expect((await db.reports.get('r-v1'))?.template?.version).toBe(1));

    // The sync brings version 2 while the draft is open, then the screen is left and opened again.
    await replaceReportTemplates(newTemplates, null, db, 'stamp-v2');
    expect(queryByLabel('Site visitor')).toBeNull();
    first.unmount();
    renderRoutes(routes, '/report-generic?jobID=5&loc=1&ref=r-v1');
    expect(await findByLabel('Work performed')).toHaveValue('Trench');
    expect(queryByLabel('Site visitor')).toBeNull();
    // A new report starts on the version now on the device.
    cleanup();
    renderRoutes(routes, '/report-generic?jobID=5&loc=1&ref=r-new');
    expect(await findByLabel('Site visitor')).toBeInTheDocument();

    const draft = (await db.reports.get('r-v1'))!;
    const result = await submitReport({
      referenceCode: 'r-v1',
      template: draft.template!,
      filledOn: draft.template!,
      jobID: 5,
      locationNumber: '1',
      values: {
        reportDate: '2026-12-01',
        weather: 'Rain',
        hoursWorked: 8,
        workPerformed: 'Trench',
        signature: 'data:image/png;base64,iVBORw0KGgo=',
      },
    });
    expect(result.ok).toBe(true);
    const [task] = await db.updateQueue.toArray();
    expect(task).toMatchObject({ payload: { templateVersion: 1 } });
    expect((await db.reports.get('r-v1'))?.template?.version).toBe(1);
  });
});
