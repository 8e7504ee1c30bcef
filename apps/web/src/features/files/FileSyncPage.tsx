// FILES-1, SYNC-5: the file-sync screen: add a folder, sync now, and the folders kept on the device.
import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { folderSync, useFolderSyncState, useTrackedFolders } from '../../file-sync';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { useOnline } from '../../ui/useOnline';
import { AddFolderForm } from './AddFolderForm';
import { FolderList } from './FolderList';

export function FileSyncPage() {
  const online = useOnline();
  const folders = useTrackedFolders();
  const state = useFolderSyncState();
  const [syncing, setSyncing] = useState(false);

  async function syncNow() {
    setSyncing(true);
    try {
      await folderSync.syncOnce();
    } finally {
      setSyncing(false);
    }
  }

  return (
    <Page title={t('page.fileSync')}>
      <AddFolderForm />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {state?.lastSync
            ? t('files.lastSync', { time: formatDateTime(state.lastSync) })
            : t('files.neverSynced')}
        </Text>
        <Button variant="light" size="md" onClick={() => void syncNow()} loading={syncing} disabled={!online}>
          {t('files.syncNow')}
        </Button>
      </Group>
      {!online && <Alert color="gray">{t('files.syncOffline')}</Alert>}
      {state?.stoppedOnQuota && (
        <Alert color="red" role="alert">
          {t('files.quotaStopped')}
        </Alert>
      )}
      {folders === undefined && <Loading label={t('files.loadingFolders')} />}
      {folders?.length === 0 && <Text role="status">{t('files.empty')}</Text>}
      {folders && folders.length > 0 && <FolderList folders={folders} />}
    </Page>
  );
}
