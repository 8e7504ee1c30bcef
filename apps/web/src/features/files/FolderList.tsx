// FILES-1: the tracked folders with their status, file counts and bytes; each opens or is removed.
// A folder added offline shows "Waiting to be added" while its TrackFolder is queued, or "Not
// added" with the server's reason once refused (file-sync/track.ts). OFF-1: a folder whose last
// sync left files behind says how many and why, retries by itself, and offers "Retry now".
import { Link } from 'react-router';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type FolderSummary, folderSync, removeFolderFromDevice, trackStopped } from '../../file-sync';
import { type MessageKey, t } from '../../i18n/messages';
import { formatSize } from './format';
import { openConfirm } from '../../ui/confirm';

function confirmRemove(folder: FolderSummary) {
  openConfirm({
    title: t('files.removeTitle'),
    children: <Text>{t('files.removeText')}</Text>,
    labels: { confirm: t('files.removeConfirm'), cancel: t('files.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: () => void removeFolderFromDevice(folder, folder.name),
  });
}

/** Why the folder is not complete on the device, or null when it is. */
function failureNote({ failure }: FolderSummary): string | null {
  if (!failure) return null;
  return failure.files === 0
    ? t('files.listingFailed', { reason: failure.reason })
    : t('files.incomplete', { count: failure.files, reason: failure.reason });
}

/** The badge and, for a folder the server refused, its reason (a queued TrackFolder says which). */
function folderState({ adding, status }: FolderSummary) {
  if (adding && trackStopped(adding)) {
    const reason = adding.lastError ?? t('files.error.failed');
    return { label: t('files.status.notAdded'), color: 'red', note: t('files.notAdded', { reason }) };
  }
  if (adding) return { label: t('files.status.waiting'), color: 'gray', note: null };
  const label = t(`files.status.${status}` as MessageKey);
  return { label, color: status === 'Synced' ? 'green' : 'blue', note: null };
}

export function FolderList({ folders }: { folders: readonly FolderSummary[] }) {
  return (
    <Stack component="ul" aria-label={t('files.listLabel')} gap="sm" p={0} style={{ listStyle: 'none' }}>
      {folders.map((folder) => {
        const state = folderState(folder);
        const failure = state.note ? null : failureNote(folder);
        return (
          <Card
            component="li"
            key={folder.folderID}
            withBorder
            padding="sm"
            data-testid={`folder-${folder.folderID}`}
          >
            {/* UX-3: on a phone the buttons go under the name, which wraps whole, never cut off. */}
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={4} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                <Group gap="xs">
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {folder.name}
                  </Text>
                  <Badge variant="light" color={state.color}>
                    {state.label}
                  </Badge>
                </Group>
                {state.note && (
                  <Text size="sm" c="red" role="alert">
                    {state.note}
                  </Text>
                )}
                {failure && (
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" c="red.8" role="status">
                      {failure}
                    </Text>
                    <Button
                      variant="light"
                      size="compact-md"
                      onClick={() => void folderSync.syncOnce()}
                      aria-label={t('files.retryFolder', { name: folder.name })}
                    >
                      {t('files.retryNow')}
                    </Button>
                  </Group>
                )}
                <Text size="sm" c="dimmed">
                  {folder.jobNumber ? t('files.jobFolder', { job: folder.jobNumber }) : t('files.ownFolder')}
                  {' · '}
                  {t('files.count', {
                    downloaded: folder.downloaded,
                    count: folder.fileCount,
                    size: formatSize(folder.bytes),
                  })}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Button
                  component={Link}
                  to={`/file-sync/${encodeURIComponent(folder.folderID)}`}
                  viewTransition
                  variant="light"
                  size="md"
                  aria-label={t('files.openFolder', { name: folder.name })}
                >
                  {t('files.openButton')}
                </Button>
                <Button
                  variant="subtle"
                  color="red"
                  size="md"
                  onClick={() => confirmRemove(folder)}
                  aria-label={t('files.remove', { name: folder.name })}
                >
                  {t('files.removeConfirm')}
                </Button>
              </Group>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
