// OFF-1: File Sync says which folder is not whole on the device, why, and offers to retry now.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { type FolderSummary, folderSync } from '../../file-sync';
import { renderWithProviders } from '../../test/render';
import { FolderList } from './FolderList';

const summary = (failure: FolderSummary['failure']): FolderSummary => ({
  folderID: 'JobFolder0001xyz',
  crewFolderID: '',
  files: ['a', 'b', 'c'],
  status: failure ? 'Syncing' : 'Synced',
  jobID: 7,
  jobNumber: 'J-4102',
  updatedDate: '2026-05-01T10:00:00.000Z',
  name: 'J-4102 documents',
  fileCount: 3,
  bytes: 300,
  downloaded: 1,
  adding: null,
  ...(failure ? { failure } : {}),
});

const renderList = (folders: FolderSummary[]) =>
  renderWithProviders(
    <MemoryRouter>
      <FolderList folders={folders} />
    </MemoryRouter>,
  );

describe('File Sync folder failures', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('[OFF-1] an incomplete folder shows Syncing, how many files are missing and why, and Retry now starts a sync', () => {
    const sync = vi.spyOn(folderSync, 'syncOnce').mockResolvedValue({ status: 'skipped' });
    renderList([
      summary({ files: 2, reason: 'No connection to the server.', at: '2026-05-01T10:01:00.000Z' }),
    ]);
    expect(screen.getByText('Syncing')).toBeTruthy();
    expect(screen.queryByText('Synced')).toBeNull();
    expect(
      screen.getByText(
        'Files not on this device yet: 2. No connection to the server. Trying again by itself.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry downloading J-4102 documents now' }));
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it('[OFF-1] a folder whose listing failed says it could not be checked; a whole folder shows no retry', () => {
    renderList([summary({ files: 0, reason: 'The server is busy.', at: '2026-05-01T10:01:00.000Z' })]);
    expect(
      screen.getByText('This folder could not be checked: The server is busy. Trying again by itself.'),
    ).toBeTruthy();
    cleanup();
    renderList([summary(undefined)]);
    expect(screen.getByText('Synced')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Retry downloading/ })).toBeNull();
  });
});
