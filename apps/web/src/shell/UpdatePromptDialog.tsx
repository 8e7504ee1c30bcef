// SHELL-6: 'Update App' / 'A new version is available. Update now?' with No and Yes. Loaded by
// UpdatePrompt when a new version waits (UX-4: the modal and the queue count stay off the first screen).
import { Button, Group, Modal, Text } from '@mantine/core';
import { t } from '../i18n/messages';
import { useUnsentCount } from '../queue';
import { useAppUpdate } from './AppUpdateProvider';

export function UpdatePromptDialog() {
  const { needRefresh, dismiss, applyUpdate } = useAppUpdate();
  // The queue survives the reload; the user should still know changes are waiting.
  const unsent = useUnsentCount();
  return (
    <Modal opened={needRefresh} onClose={dismiss} title={t('update.title')} centered>
      <Text mb={unsent > 0 ? 'sm' : 'lg'}>{t('update.message')}</Text>
      {unsent > 0 && <Text mb="lg">{t('queue.updateUnsent', { count: unsent })}</Text>}
      <Group justify="flex-end">
        <Button variant="default" size="md" onClick={dismiss}>
          {t('update.no')}
        </Button>
        <Button size="md" onClick={() => void applyUpdate()} data-autofocus>
          {t('update.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
