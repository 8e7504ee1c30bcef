import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@fieldops/contract';
import { db } from '../../db/database';
import { addComment, createErJob } from '../../queue/actions';
import { SideMenu } from '../../shell/SideMenu';
import { resetDb } from '../../test/db';
import { stubFetch } from '../../test/fetch-stub';
import { pwaStub } from '../../test/pwa-register-stub';
import { renderRoutes } from '../../test/render';
import { ageText } from './age';
import { QueueListPage } from './QueueListPage';

const erJob = {
  workType: 'Leak',
  description: '',
  address1: '12 Trench Road',
  city: 'Springfield',
  latitude: null,
  longitude: null,
  eventType: 'E',
  startDate: '2025-01-01',
  endDate: '2025-01-01',
};

function renderQueue() {
  return renderRoutes(
    [
      {
        path: '/queue-list',
        element: (
          <>
            <SideMenu />
            <QueueListPage />
          </>
        ),
      },
      { path: '/login', element: <p>login page</p> },
    ],
    '/queue-list',
  );
}

describe('queue list', () => {
  beforeEach(async () => {
    await resetDb();
    pwaStub.reset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('[QUEUE-6] shows each waiting task with its name, tries and age, newest first; empty state otherwise', async () => {
    const view = renderQueue();
    expect(await screen.findByText(/Nothing is waiting/)).toBeInTheDocument();
    view.unmount();
    await addComment(5, 'Safety', 'Gas smell');
    const [task] = await db.updateQueue.toArray();
    await db.updateQueue.update(task!.queueID, { queueID: task!.queueID }); // unchanged
    await addComment(5, 'General', 'Second');
    const [first] = (await db.updateQueue.toArray()).sort((a, b) => a.queueID - b.queueID);
    await db.updateQueue.update(first!.queueID, {
      counterTries: 2,
      lastError: 'The server failed (HTTP 502)',
    });
    renderQueue();
    const list = await screen.findByRole('list', { name: 'Changes waiting to be sent' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/^Add note/).textContent)).toEqual([
      'Add note (General): Second',
      'Add note (Safety): Gas smell',
    ]);
    expect(items[0]).toHaveTextContent('Not tried yet');
    expect(items[0]).toHaveTextContent('Made just now');
    expect(items[1]).toHaveTextContent('2 tries');
    expect(items[1]).toHaveTextContent('Failing');
    expect(items[1]).toHaveTextContent('Last error: The server failed (HTTP 502)');
    expect(ageText(0, 3 * 60_000 + 5_000)).toBe('3 min ago');
    expect(ageText(0, 26 * 3_600_000)).toBe('1 days ago');
  });

  it('[QUEUE-9] [QUEUE-3] a skipped task stays visible with its last error; Retry gives it a fresh start', async () => {
    await addComment(5, 'General', 'doomed');
    const [task] = await db.updateQueue.toArray();
    await db.updateQueue.update(task!.queueID, {
      counterTries: 3,
      state: 'skipped',
      lastError: 'Bad Gateway',
    });
    renderQueue();
    expect(await screen.findByText('Skipped')).toBeInTheDocument();
    expect(screen.getByText('3 tries')).toBeInTheDocument();
    expect(screen.getByText('Last error: Bad Gateway')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(async () =>
      expect(await db.updateQueue.get(task!.queueID)).toMatchObject({
        counterTries: 0,
        state: 'waiting',
        lastError: null,
      }),
    );
    expect(await screen.findByText('Not tried yet')).toBeInTheDocument();
  });

  it('[QUEUE-9] Discard asks first, says what is lost, and takes the dependent tasks and local records with it', async () => {
    const { jobID } = await createErJob(erJob);
    await addComment(jobID, 'General', 'on the new job');
    renderQueue();
    const list = await screen.findByRole('list', { name: 'Changes waiting to be sent' });
    const parent = within(list)
      .getByText(/^Create ER job/)
      .closest('li')!;
    await userEvent.click(within(parent).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this change?' });
    expect(dialog).toHaveTextContent('"Create ER job: Leak, 12 Trench Road" will never be sent');
    expect(dialog).toHaveTextContent('3 later changes that depend on it are discarded too.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await db.updateQueue.count()).toBe(4);
    await userEvent.click(within(parent).getByRole('button', { name: 'Discard' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await db.updateQueue.count()).toBe(0));
    expect(await db.jobs.get(jobID)).toBeUndefined();
    expect(await screen.findByText(/Nothing is waiting/)).toBeInTheDocument();
  });

  it('[QUEUE-6] the menu entry shows how many changes wait, live', async () => {
    renderQueue();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Queue list' })).toBeInTheDocument();
    await addComment(5, 'General', 'one');
    await addComment(5, 'General', 'two');
    expect(
      await within(nav).findByRole('link', { name: 'Queue list 2 waiting to be sent' }),
    ).toBeInTheDocument();
  });

  it('[QUEUE-9] logging out with unsent changes warns first, and keeps the queue when the user goes on', async () => {
    localStorage.setItem(STORAGE_KEYS.currentSessionID, 'sess-1');
    stubFetch({
      'DELETE /api/session/': new Response('{"ok":true}', {
        headers: { 'Content-Type': 'application/json' },
      }),
    });
    await addComment(5, 'General', 'unsent');
    await addComment(5, 'General', 'unsent too');
    const { router } = renderQueue();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(dialog).toHaveTextContent('2 changes have not been sent yet.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(STORAGE_KEYS.currentSessionID)).toBe('sess-1');
    await userEvent.click(within(nav).getByRole('button', { name: 'Log Out' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log out anyway' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.currentSessionID)).toBeNull();
    expect(await db.updateQueue.count()).toBe(2);
  });
});
