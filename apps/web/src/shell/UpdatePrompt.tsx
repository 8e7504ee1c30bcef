// SHELL-6: 'Update App' / 'A new version is available. Update now?' with No and Yes.
import { Button, Group, Modal, Text } from '@mantine/core';
import { t } from '../i18n/messages';
import { useAppUpdate } from './AppUpdateProvider';

export function UpdatePrompt() {
  const { needRefresh, dismiss, applyUpdate } = useAppUpdate();
  return (
    <Modal opened={needRefresh} onClose={dismiss} title={t('update.title')} centered>
      <Text mb="lg">{t('update.message')}</Text>
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
