// UX-3: each queued task names its job by number (from the jobs on this device), not a bare kind.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '../../db/database';
import { trackFolderTask } from '../../file-sync/kinds/track-folder';
import { addComment, addJobPhoto, jobRecordOf } from '../../queue/actions';
import { addTask } from '../../queue/enqueue';
import { imageDeleteTask, jobEventTask, jobRecordTask, noteTask, reportTask } from '../../queue/kinds';
import { erJobForm } from '../../test/er-job-fixtures';
import { foremanDay } from '../../test/timesheet-fixtures';
import { createTimesheetTask } from '../../timesheets/save-kind';
import { resetDb } from '../../test/db';
import { jobWithSite, jpegBlob } from '../../test/report-fixtures';
import { renderRoutes } from '../../test/render';
import { QueueListPage } from './QueueListPage';
import { taskJobID } from './task-job';

describe("queue list in the field's words", () => {
  beforeEach(async () => {
    await resetDb();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('[UX-3] [TRUST-5] a queued comment and a photo upload each name job J-4102; a task about a job not on the device says no number', async () => {
    await db.jobs.put({ ...jobWithSite(4102), jobNumber: 'J-4102' });
    await addComment(4102, 'General', 'Gas smell');
    await addJobPhoto({ referenceCode: 'p-1', jobID: 4102, locationNumber: '1', blob: jpegBlob() });
    await addComment(77, 'General', 'elsewhere');
    renderRoutes([{ path: '/queue-list', element: <QueueListPage /> }], '/queue-list');
    const list = await screen.findByRole('list', { name: 'Changes waiting to be sent' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [unknown, photo, comment] = items;
    expect(await within(comment!).findByText('Note on J-4102: Gas smell')).toBeInTheDocument();
    expect(await within(photo!).findByText('Photo for J-4102 · 4102 Main St')).toBeInTheDocument();
    expect(unknown).not.toHaveTextContent(/J-/);
  });

  it("[UX-3] taskJobID asks the task's kind for its job: the job of a note, photo, report, photo delete, ER job and its event; none for a day or a folder", async () => {
    const meta = { taskName: 'a change', dependsOn: null };
    const report = { jobId: 7, loc: '1', templateName: 'cbilling', referenceCode: 'r-1' };
    const body = { values: {}, createdDate: '2025-06-02T10:00:00.000Z', createdByUser: 'Frank' };
    const made = [
      noteTask({ jobID: 5, noteType: 'General', text: 'x' }, meta),
      reportTask(report, body, meta),
      imageDeleteTask({ referenceCode: 'p-1', JobID: 8, locationNumber: '1' }, meta),
      jobEventTask(
        12,
        { eventType: 'Emergency response', startDateColumn: '2025-06-02', endDateColumn: '2025-06-02' },
        meta,
      ),
      jobRecordTask(jobRecordOf(erJobForm), { ...meta, creates: { tempID: -3, answerField: 'jobID' } }),
      createTimesheetTask({ ...foremanDay(2, '2026-11-23', 4), timeSheetID: null }, meta),
      trackFolderTask('DriveFolder0000001', meta),
    ];
    await addJobPhoto({ referenceCode: 'p-2', jobID: 6, locationNumber: '1', blob: jpegBlob() });
    await db.transaction('rw', db.updateQueue, async () => {
      for (const task of made) await addTask(db, task);
    });
    const tasks = (await db.updateQueue.toArray()).sort((a, b) => a.queueID - b.queueID);
    expect(tasks.map(taskJobID)).toEqual([6, 5, 7, 8, 12, -3, null, null]);
  });
});
