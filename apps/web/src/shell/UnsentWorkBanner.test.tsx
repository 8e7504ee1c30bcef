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

const BANNER = { name: /not sent yet/ };

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

const unsentNote = (text = 'Gas smell at the trench') => addComment(5, 'General', text);

describe('unsent work banner', () => {
  beforeEach(async () => {
    await resetDb();
    resetPersistentStorageRequest();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'storage');
  });

  it('[TRUST-2] [FIELD-7] with changes queued on storage not kept, one line counts them with its action; it goes once the queue is empty', async () => {
    stubStorage(false, false);
    renderWithProviders(<UnsentWorkBanner />);
    await unsentNote();
    const banner = await screen.findByRole('status', BANNER);
    expect(banner).toHaveTextContent(/^1 change not sent yet/);
    const keep = screen.getByRole('button', { name: 'Keep on phone' });
    expect(keep).toHaveAccessibleDescription(
      'Asks this phone not to delete them when it runs low on space, until they are sent.',
    );
    // None of the old developer words: the browser's storage, keep it safe.
    expect(banner).not.toHaveTextContent(/browser|storage|safe/i);
    await unsentNote('Second note');
    await waitFor(() => expect(banner).toHaveTextContent(/^2 changes not sent yet/));
    await db.updateQueue.clear(); // what the queue does once everything is sent
    await waitFor(() => expect(screen.queryByRole('status', BANNER)).toBeNull());
  });

  it('[TRUST-2] a report draft alone raises no warning: only the queue counts', async () => {
    stubStorage(false, false);
    renderWithProviders(<UnsentWorkBanner />);
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
    await unsentNote();
    expect(await screen.findByRole('status', BANNER)).toHaveTextContent(/^1 change not sent yet/);
    await db.updateQueue.clear();
    await waitFor(() => expect(screen.queryByRole('status', BANNER)).toBeNull());
  });

  it('[FIELD-7] stays hidden while the browser keeps the storage, even with unsent work', async () => {
    const storage = stubStorage(true, true);
    await unsentNote();
    renderWithProviders(<UnsentWorkBanner />);
    await waitFor(() => expect(persistentStorageGranted()).toBe(true));
    expect(storage.persisted).toHaveBeenCalled();
    expect(screen.queryByRole('status', BANNER)).toBeNull();
  });

  it('[TRUST-2] Keep on phone asks the browser again; the banner goes once it agrees', async () => {
    const storage = stubStorage(false, true);
    await unsentNote();
    renderWithProviders(<UnsentWorkBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep on phone' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: /not sent yet|said no/ })).toBeNull());
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('[TRUST-2] a phone that says no gets what to do instead; one without the API gets no button', async () => {
    stubStorage(false, false);
    await unsentNote();
    const view = renderWithProviders(<UnsentWorkBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep on phone' }));
    const refused = await screen.findByRole('status', { name: /said no/ });
    expect(refused).toHaveTextContent(
      'The phone said no: keep FieldOps open until everything is sent, or install the app.',
    );
    expect(screen.queryByRole('button', { name: 'Keep on phone' })).toBeNull();
    view.unmount();

    Reflect.deleteProperty(navigator, 'storage');
    resetPersistentStorageRequest();
    renderWithProviders(<UnsentWorkBanner />);
    const banner = await screen.findByRole('status', BANNER);
    expect(banner).toHaveTextContent('1 change not sent yet: keep FieldOps open');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
