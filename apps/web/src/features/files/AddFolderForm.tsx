// FILES-1: add a folder by id or Drive folder address (SYNC-9), with a message for every refusal.
// Offline the folder is still kept, waiting for the queue to add it (file-sync/track.ts).
import { type FormEvent, useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type MessageKey, t } from '../../i18n/messages';
import { folderSync, trackFolderByInput, type TrackFolderResult } from '../../file-sync';
import { useOnline } from '../../ui/useOnline';

const REASONS: Record<Extract<TrackFolderResult, { ok: false }>['reason'], MessageKey> = {
  empty: 'files.error.empty',
  'too-short': 'files.error.tooShort',
  'foreign-url': 'files.error.foreignUrl',
  'not-found': 'files.error.notFound',
  already: 'files.error.already',
  failed: 'files.error.failed',
};

export function AddFolderForm() {
  const online = useOnline();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await trackFolderByInput(value, { online });
      if (!result.ok) {
        setError(t(REASONS[result.reason]));
        return;
      }
      setError(null);
      setValue('');
      if (result.queued) {
        // Kept on the device; the list shows it waiting, and the queue adds it when it can.
        notifications.show({ message: t('files.addQueued', { name: result.folderID }), color: 'blue' });
        return;
      }
      notifications.show({ message: t('files.added', { name: result.folder.name }), color: 'green' });
      void folderSync.syncOnce();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('files.addLabel')}
          description={t('files.addHint')}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          style={{ flex: 1, minWidth: 260 }}
          size="md"
          autoComplete="off"
        />
        <Button type="submit" loading={busy} size="md" mt={{ base: 0, sm: 50 }}>
          {t('files.add')}
        </Button>
      </Group>
    </form>
  );
}
