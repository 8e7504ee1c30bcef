import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../db/database';
import { addComment, createErJob } from '../../queue/actions';
import { onWake } from '../../queue/wake';
import { resetDb } from '../../test/db';
import { renderRoutes } from '../../test/render';
import { ageText } from '../../ui/age-text';
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
  return renderRoutes([{ path: '/queue-list', element: <QueueListPage /> }], '/queue-list');
}

describe('queue list', () => {
  beforeEach(async () => {
    await resetDb();
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
    expect(ageText(0, 3 * 60_000 + 5_000)).toBe('3 minutes ago');
    expect(ageText(0, 26 * 3_600_000)).toBe('1 day ago');
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

  it("[FIELD-5] [QUEUE-9] Retry all restarts every skipped change of this account in one go, by keyboard too; rejected ones and another account's stay", async () => {
    for (const text of ['one', 'two', 'refused', 'theirs']) await addComment(5, 'General', text);
    const [one, two, refused, theirs] = (await db.updateQueue.toArray()).sort(
      (a, b) => a.queueID - b.queueID,
    );
    const skipped = { state: 'skipped' as const, counterTries: 3, lastError: 'Bad Gateway', nextTryAt: null };
    await db.updateQueue.update(one!.queueID, skipped);
    await db.updateQueue.update(two!.queueID, skipped);
    await db.updateQueue.update(refused!.queueID, { state: 'rejected', lastError: 'Unknown note type' });
    await db.updateQueue.update(theirs!.queueID, { ...skipped, owner: 'other@acme.example' });
    const woke = vi.fn();
    const stopListening = onWake(woke);
    renderQueue();

    const retryAll = await screen.findByRole('button', { name: 'Retry all' });
    expect(retryAll).toHaveAccessibleDescription(
      '2 changes were skipped after failing; Retry all sends them again.',
    );
    retryAll.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('2 skipped changes will be sent again.')).toBeInTheDocument();
    const after = new Map((await db.updateQueue.toArray()).map((task) => [task.queueID, task]));
    for (const task of [one!, two!])
      expect(after.get(task.queueID)).toMatchObject({
        state: 'waiting',
        counterTries: 0,
        lastError: null,
        nextTryAt: null,
      });
    expect(after.get(refused!.queueID)).toMatchObject({ state: 'rejected', lastError: 'Unknown note type' });
    expect(after.get(theirs!.queueID)).toMatchObject({ state: 'skipped', counterTries: 3 });
    expect(woke).toHaveBeenCalledTimes(1);
    // Nothing of this account is skipped now: the button goes, and focus lands on the list.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry all' })).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Changes waiting to be sent' })).toHaveFocus();
    stopListening();
  });
  it('[FIELD-2] [QUEUE-6] the first screen shows the newest tasks and how many wait; Show more reads the next ones', async () => {
    for (let i = 0; i < 30; i++) await addComment(5, 'General', `note ${i}`);
    renderQueue();
    const list = await screen.findByRole('list', { name: 'Changes waiting to be sent' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Add note (General): note 29');
    expect(screen.getByText('Showing the newest 25 of 30.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
