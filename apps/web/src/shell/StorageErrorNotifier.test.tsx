import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { reportStorageError } from '../db/storage-errors';
import { renderWithProviders } from '../test/render';
import { StorageErrorNotifier } from './StorageErrorNotifier';
import { act } from 'react';

describe('storage errors', () => {
  it('[DB-3] a full disk is shown to the user, not swallowed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<StorageErrorNotifier />);
    act(() => {
      reportStorageError(new DOMException('full', 'QuotaExceededError'));
    });
    expect(
      await screen.findByText(
        'This device is out of storage space. Free some space, or your changes cannot be saved.',
      ),
    ).toBeInTheDocument();
  });
});
