// TRUST-5: queued changes named by job, place and day, in the language shown; the status badge
// never shrinks beside a long name.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ReportTemplate } from '@fieldops/contract';
import { db } from '../../db/database';
import { es } from '../../i18n/es';
import { addCatalogue, setLocale } from '../../i18n/messages';
import { addComment, addJobPhoto } from '../../queue/actions';
import { addTask } from '../../queue/enqueue';
import { reportTask } from '../../queue/kinds';
import { createTimesheetTask } from '../../timesheets/save-kind';
import { resetDb } from '../../test/db';
import { jobWithSite, jpegBlob } from '../../test/report-fixtures';
import { renderRoutes } from '../../test/render';
import { QueueListPage } from './QueueListPage';
import { taskTitle } from './task-title';

const DAILY = { reportTemplateName: 'generic', reportName: 'Daily Report' } as ReportTemplate;
const TEMPLATES = new Map([[DAILY.reportTemplateName, DAILY]]);
const META = { taskName: 'stored name', dependsOn: null };

const day = (date: string, status?: 'confirmed') =>
  ({ timeSheetID: null, timeSheetDate: date, foremanID: 1, jobs: [], ...(status && { status }) }) as never;

async function queueReport() {
  const body = {
    values: {},
    createdDate: '2026-11-27T10:00:00.000Z',
    createdByUser: 'f',
    language: 'en' as const,
  };
  const path = { jobId: 4102, loc: '1', templateName: 'generic', referenceCode: 'r-1' };
  return addTask(db, reportTask(path, body, META));
}

describe('changes named by job, place and day', () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => setLocale('en'));

  it('[TRUST-5] a report names its template, job and site; a timesheet its day in words; a note and a photo their job', async () => {
    const job = jobWithSite(4102);
    const report = await queueReport();
    expect(taskTitle(report, job, TEMPLATES)).toBe('Daily Report for J-4102 · 4102 Main St');
    const sheet = await addTask(db, createTimesheetTask(day('2026-11-27'), META));
    expect(taskTitle(sheet, null, TEMPLATES)).toBe('Timesheet, Fri, Nov 27');
    const confirm = await addTask(db, createTimesheetTask(day('2026-11-27', 'confirmed'), META));
    expect(taskTitle(confirm, null, TEMPLATES)).toBe('Timesheet confirmed, Fri, Nov 27');
    await addComment(4102, 'General', 'Gas smell at the trench near the north gate of the site');
    await addJobPhoto({ referenceCode: 'p-1', jobID: 4102, locationNumber: '1', blob: jpegBlob() });
    const [note, photo] = (await db.updateQueue.toArray()).filter(
      (t) => t.typeObject !== 'Report' && t.typeObject !== 'Timesheet',
    );
    expect(taskTitle(note!, job, TEMPLATES)).toBe(
      'Note on J-4102: Gas smell at the trench near the north g…',
    );
    expect(taskTitle(photo!, job, TEMPLATES)).toBe('Photo for J-4102 · 4102 Main St');
    // A job this device does not hold: the name stored with the change serves.
    expect(taskTitle(report, null, TEMPLATES)).toBe('stored name');
  });

  it('[TRUST-5] the queue list names a report by its job in Spanish too, with the status badge kept whole', async () => {
    await db.jobs.put(jobWithSite(4102));
    await db.reportTemplates.put({ ...DAILY, reportTemplateID: 1, fields: [] } as ReportTemplate);
    await queueReport();
    await addTask(db, createTimesheetTask(day('2026-11-27'), META));
    addCatalogue('es', es);
    setLocale('es');
    renderRoutes([{ path: '/queue-list', element: <QueueListPage /> }], '/queue-list');
    expect(await screen.findByRole('heading', { name: 'Cambios sin enviar' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: es['queue.listLabel'] });
    const [timesheet, report] = within(list).getAllByRole('listitem');
    expect(await within(report!).findByText('Reporte diario de J-4102 · 4102 Main St')).toBeInTheDocument();
    expect(within(timesheet!).getByText(/^Hoja de horas, vie/)).toBeInTheDocument();
    // The name already says the job: no second "Trabajo J-4102" line.
    expect(report).not.toHaveTextContent('Trabajo J-4102');
    const badge = within(report!).getByText('En espera').closest('.mantine-Badge-root') as HTMLElement;
    expect(badge.style.flexShrink).toBe('0');
  });
});
