import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pwaStub } from '../test/pwa-register-stub';
import { renderWithProviders } from '../test/render';
import { UpdatePrompt } from './UpdatePrompt';

describe('update prompt', () => {
  beforeEach(() => pwaStub.reset());

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
});
