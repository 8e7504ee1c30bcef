// DB-3: turns a failed device-database write into a message the user sees.
import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { onStorageError } from '../db/storage-errors';
import { t } from '../i18n/messages';

export function StorageErrorNotifier() {
  useEffect(
    () =>
      onStorageError((kind) => {
        notifications.show({
          id: `storage-${kind}`,
          color: 'red',
          ...(kind === 'quota'
            ? { title: t('storage.failed'), message: t('storage.full') }
            : { message: t('storage.failed') }),
          autoClose: kind === 'quota' ? false : 5_000,
        });
      }),
    [],
  );
  return null;
}
