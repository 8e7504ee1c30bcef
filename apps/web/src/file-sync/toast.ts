// SYNC-5: the folder sync's toasts, shown for SYNC_TOAST_MS (Mantine notifications, as the offline
// toast). The quota stop stays until dismissed: it asks the user to act.
import { notifications } from '@mantine/notifications';
import { SYNC_TOAST_MS } from '@fieldops/contract';

export function showFolderSyncToast(message: string, kind: 'info' | 'error'): void {
  notifications.show({
    message,
    color: kind === 'error' ? 'red' : 'blue',
    autoClose: kind === 'error' ? false : SYNC_TOAST_MS,
  });
}
