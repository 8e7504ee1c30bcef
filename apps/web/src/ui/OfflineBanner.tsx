// SHELL-5: the red banner shown for as long as the app is offline.
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { t } from '../i18n/messages';
import { useOnline } from './useOnline';

export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Alert role="alert" color="red" variant="filled" radius={0} icon={<IconWifiOff aria-hidden />} py="xs">
      {t('network.offlineBanner')}
    </Alert>
  );
}
