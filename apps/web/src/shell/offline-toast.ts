// SHELL-5 / START-1: the 'NETWORK IS OFFLINE!' toast, shown for OFFLINE_TOAST_MS.
import { notifications } from '@mantine/notifications';
import { OFFLINE_TOAST_MS } from '@fieldops/contract';
import { t } from '../i18n/messages';

const TOAST_ID = 'network-offline';

export function showOfflineToast(): void {
  // One toast at a time: a flapping connection must not stack them.
  notifications.hide(TOAST_ID);
  notifications.show({
    id: TOAST_ID,
    message: t('network.offlineToast'),
    color: 'red',
    autoClose: OFFLINE_TOAST_MS,
  });
}
