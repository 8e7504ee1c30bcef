import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../db/database';
import { persistentStorageGranted, resetPersistentStorageRequest } from '../db/persist';
import { saveReportDraft } from '../db/reports';
import { addComment } from '../queue/actions';
import { resetDb } from '../test/db';
import { renderWithProviders } from '../test/render';
import { UnsentWorkBanner } from './UnsentWorkBanner';

const BANNER = { name: 'Unsent work could be lost' };

/** The browser's StorageManager: kept or not now, and what it answers when asked. */
function stubStorage(keptNow: boolean, answer: boolean) {
  let kept = keptNow;
  const storage = {
    persisted: vi.fn(async () => kept),
    persist: vi.fn(async () => (kept = answer)),
  };
  // jsdom has no navigator.storage: defined on the instance, removed after each test.
  Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
  return storage;
}

const unsentNote = () => addComment(5, 'General', 'Gas smell at the trench');

describe('unsent work banner', () => {
  beforeEach(async () => {
    await resetDb();
    resetPersistentStorageRequest();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'storage');
  });

  it('[FIELD-7] with unsent work on storage not kept, a named status says so; it goes once nothing is unsent', async () => {
    stubStorage(false, false);
    renderWithProviders(<UnsentWorkBanner />);
    await unsentNote();
    const banner = await screen.findByRole('status', BANNER);
    expect(banner).toHaveTextContent(
      "Unsent work is kept in this browser's storage, which the browser may clear when space runs low.",
    );
    expect(screen.getByRole('button', { name: 'Keep it safe' })).toBeInTheDocument();
    await db.updateQueue.clear(); // what the queue does once everything is sent
    await waitFor(() => expect(screen.queryByRole('status', BANNER)).toBeNull());
    // A report draft is unsent work too.
    await saveReportDraft({
      referenceCode: 'r-1',
      reportID: null,
      jobID: 5,
      locationNumber: '1',
      reportTemplateName: 'cbilling',
      values: { crewLead: 'Dana Diaz' },
      createdDate: '2025-06-01T09:00:00.000Z',
      createdByUser: '',
      status: 'draft',
      updatedDate: '2025-06-01T09:00:00.000Z',
    });
    expect(await screen.findByRole('status', BANNER)).toBeInTheDocument();
  });

  it('[FIELD-7] stays hidden while the browser keeps the storage, even with unsent work', async () => {
    const storage = stubStorage(true, true);
    await unsentNote();
    renderWithProviders(<UnsentWorkBanner />);
    await waitFor(() => expect(persistentStorageGranted()).toBe(true));
    expect(storage.persisted).toHaveBeenCalled();
    expect(screen.queryByRole('status', BANNER)).toBeNull();
  });

  it('[FIELD-7] Keep it safe asks the browser again; the banner goes once it agrees', async () => {
    const storage = stubStorage(false, true);
    await unsentNote();
    renderWithProviders(<UnsentWorkBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep it safe' }));
    await waitFor(() => expect(screen.queryByRole('status', BANNER)).toBeNull());
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('[FIELD-7] a browser that says no gets advice; one without the API gets no button', async () => {
    stubStorage(false, false);
    await unsentNote();
    const view = renderWithProviders(<UnsentWorkBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep it safe' }));
    expect(
      await screen.findByText(/The browser said no. Add FieldOps to your home screen/),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', BANNER)).toBeInTheDocument();
    view.unmount();

    Reflect.deleteProperty(navigator, 'storage');
    resetPersistentStorageRequest();
    renderWithProviders(<UnsentWorkBanner />);
    const banner = await screen.findByRole('status', BANNER);
    expect(banner).toHaveTextContent('This browser cannot keep it safe');
    expect(screen.queryByRole('button', { name: 'Keep it safe' })).toBeNull();
  });
});
