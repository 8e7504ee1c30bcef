import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../db/database';
import { addComment } from '../queue/actions';
import { resetDb } from '../test/db';
import { pwaStub } from '../test/pwa-register-stub';
import { renderWithProviders } from '../test/render';
import { UpdatePrompt } from './UpdatePrompt';

describe('update prompt', () => {
  beforeEach(async () => {
    pwaStub.reset();
    await resetDb();
  });

  it('[SHELL-6] asks "Update App" when a new version waits; Yes activates it and reloads', async () => {
    pwaStub.needRefresh = true;
    renderWithProviders(<UpdatePrompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Update App' });
    expect(dialog).toHaveTextContent('A new version is available. Update now?');
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(pwaStub.updateCalls).toEqual([true]);
  });

  it('[SHELL-6] No closes the prompt without updating', async () => {
    pwaStub.needRefresh = true;
    renderWithProviders(<UpdatePrompt />);
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(pwaStub.updateCalls).toEqual([]);
  });

  it('[SHELL-7] registers the service worker immediately, with the prompt strategy', () => {
    renderWithProviders(<UpdatePrompt />);
    expect(pwaStub.lastOptions?.immediate).toBe(true);
  });

  it('[SHELL-6] shows nothing while no update waits', () => {
    renderWithProviders(<UpdatePrompt />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[QUEUE-9] [SHELL-6] with changes not sent yet, the prompt warns first and the update keeps them', async () => {
    await addComment(5, 'General', 'unsent');
    await addComment(5, 'General', 'unsent too');
    pwaStub.needRefresh = true;
    renderWithProviders(<UpdatePrompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Update App' });
    expect(
      await screen.findByText(
        '2 changes have not been sent yet. They stay on this device and are sent after the update.',
      ),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('A new version is available. Update now?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(pwaStub.updateCalls).toEqual([true]);
    expect(await db.updateQueue.count()).toBe(2);
  });
});
