// UX-3: each queued task names its job by number (from the jobs on this device), not a bare kind.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { db } from '../../db/database';
import { addComment, addJobPhoto } from '../../queue/actions';
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

  it('[UX-3] taskJobID reads the job from each task form; null for a task about no job', async () => {
    await addComment(5, 'General', 'x');
    await addJobPhoto({ referenceCode: 'p-2', jobID: 6, locationNumber: '1', blob: jpegBlob() });
    const tasks = (await db.updateQueue.toArray()).sort((a, b) => a.queueID - b.queueID);
    expect(tasks.map(taskJobID)).toEqual([5, 6]);
    const base = tasks[0]!;
    expect(
      taskJobID({
        ...base,
        call: undefined,
        args: undefined,
        kind: 'procedure',
        procedure: 'p',
        parameters: [{ name: 'JobID', value: 9 }],
      } as never),
    ).toBe(9);
    expect(taskJobID({ ...base, call: 'addJobEvent', args: { id: 12 } } as never)).toBe(12);
    expect(
      taskJobID({
        ...base,
        call: 'createTimesheet',
        args: { day: '2026-11-23' },
        kind: 'http',
        url: '/api/timesheet',
        payload: {},
      } as never),
    ).toBeNull();
  });
});
