// FIELD-1 (issue 28 item 1), the queue list's half of the checklist: a throwaway kind registered
// through the public registration alone (test/probe-kind.ts) is named, placed on its job and shown
// in progress by the queue list, which knows no kind by name.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { db } from '../../db/database';
import { addTask } from '../../queue/enqueue';
import { registerKinds, unregisterKind } from '../../queue/kinds/registry';
import { resetDb } from '../../test/db';
import { probeKind, probeTask } from '../../test/probe-kind';
import { renderWithProviders } from '../../test/render';
import { QueueTaskItem } from './QueueTaskItem';
import { taskJobID } from './task-job';
import { taskTitle } from './task-title';

describe('a new kind in the queue list', () => {
  beforeEach(async () => {
    await resetDb();
    registerKinds([probeKind]);
  });
  afterEach(() => unregisterKind(probeKind));

  it('[FIELD-1] the queue list names a kind registered alone, finds its job and shows its progress', async () => {
    const task = await addTask(db, probeTask(-5, { taskName: 'stored name', dependsOn: null }));
    expect(taskTitle(task, undefined, new Map())).toBe('Probe on job -5');
    expect(taskJobID(task)).toBe(-5);
    await db.eventTypes.put({ eventTypeID: -task.queueID, eventType: 'under way', position: 0 });
    renderWithProviders(
      <QueueTaskItem task={task} parent={undefined} now={Date.now()} onRetry={vi.fn()} onDiscard={vi.fn()} />,
    );
    expect(await screen.findByText('Probe on job -5')).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Uploading 50 %' })).toBeInTheDocument();
  });
});
