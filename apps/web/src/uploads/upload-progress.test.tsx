// FIELD-3: a large upload's progress shows where the user looks for it: on the queue list's task
// and on the folder's document, named for screen readers, from the offset kept on its record.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db/database';
import { DocumentList } from '../features/files/DocumentList';
import { QueueTaskItem } from '../features/queue-list/QueueTaskItem';
import { uploadFileToFolder } from '../file-sync/actions';
import { uploadRecordID } from '../file-sync/store';
import { resetDb } from '../test/db';
import { syncedFolder } from '../test/folder-fixtures';
import { renderWithProviders } from '../test/render';
import { signIn } from '../test/report-fixtures';

const FOLDER = 'safety-library-demo';
const SIZE = 1_000_000;

async function uploadUnderWay(acknowledged: number) {
  const queued = await uploadFileToFolder(FOLDER, {
    name: 'Plan.pdf',
    blob: new Blob([new Uint8Array(SIZE)], { type: 'application/pdf' }),
  });
  if (!queued.ok) throw new Error('not queued');
  const key = uploadRecordID(queued.queueID);
  await db.files.update(key, { uploadUrl: '/api/uploads/u-1', uploadOffset: acknowledged });
  return { task: (await db.updateQueue.get(queued.queueID))!, file: (await db.files.get(key))! };
}

describe('upload progress', () => {
  beforeEach(async () => {
    await resetDb();
    signIn();
    await db.trackedFolders.put(syncedFolder(FOLDER));
  });
  afterEach(() => vi.restoreAllMocks());

  it('[FIELD-3] the queue list shows how far an upload is, and moves as chunks are acknowledged', async () => {
    const { task } = await uploadUnderWay(450_000);
    renderWithProviders(
      <QueueTaskItem task={task} parent={undefined} now={Date.now()} onRetry={vi.fn()} onDiscard={vi.fn()} />,
    );
    const bar = await screen.findByRole('progressbar', { name: 'Uploading 45 %' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    await db.files.update(uploadRecordID(task.queueID), { uploadOffset: 700_000 });
    await screen.findByRole('progressbar', { name: 'Uploading 70 %' });
  });

  it('[FIELD-3] the folder document being uploaded shows its progress; one not started shows none', async () => {
    const { file } = await uploadUnderWay(250_000);
    const waiting = { ...file, id: 'upload:999', name: 'Notes.txt', uploadUrl: null };
    renderWithProviders(<DocumentList files={[file, waiting]} label="Documents" onOpen={vi.fn()} />);
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Uploading 25 %' })).toBeInTheDocument();
  });
});
