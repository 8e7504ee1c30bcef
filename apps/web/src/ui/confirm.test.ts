import { afterEach, describe, expect, it, vi } from 'vitest';
import { modals } from '@mantine/modals';

// The module keeps whether the host listens: each test gets a fresh copy.
const freshModule = async () => {
  vi.resetModules();
  return { ...(await import('./confirm')), ...(await import('./dialog-host')) };
};

describe('openConfirm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('[UX-4] asked for before the dialog host listens, loads the host at once and opens once it listens', async () => {
    const { openConfirm, onDialogHostWanted, dialogHostListening } = await freshModule();
    const opened = vi.spyOn(modals, 'openConfirmModal').mockReturnValue('dialog-1');
    const load = vi.fn();
    onDialogHostWanted(load);

    openConfirm({ title: 'Remove photo?' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(opened).not.toHaveBeenCalled();

    dialogHostListening();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith({ title: 'Remove photo?' });
  });

  it('[UX-4] once the host listens, opens at once', async () => {
    const { openConfirm, dialogHostListening } = await freshModule();
    const opened = vi.spyOn(modals, 'openConfirmModal').mockReturnValue('dialog-1');
    dialogHostListening();
    openConfirm({ title: 'Log out?' });
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
