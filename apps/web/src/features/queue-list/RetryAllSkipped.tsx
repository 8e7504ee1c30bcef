// FIELD-5: one button for every skipped change of this account (the per-task Retry and Discard
// stay on each task). Rejected changes are left out: the server refused what they say, and would
// again (queue/manage.ts). The result is announced as a toast, and focus moves to the list, since
// the button itself goes away once nothing is skipped.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { t } from '../../i18n/messages';
import { retryAllSkipped } from '../../queue/actions';

export interface RetryAllSkippedProps {
  skipped: number;
  /** Where focus goes once the button is gone. */
  onDone(): void;
}

export function RetryAllSkipped({ skipped, onDone }: RetryAllSkippedProps) {
  if (skipped === 0) return null;
  const retryAll = async () => {
    try {
      const count = await retryAllSkipped();
      const message = count === 1 ? t('queue.retriedAllOne') : t('queue.retriedAll', { count });
      notifications.show({ message, color: 'green' });
      onDone();
    } catch (error) {
      console.error('Retry all failed', error);
    }
  };
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Text size="sm" id="retry-all-help">
        {skipped === 1 ? t('queue.retryAllHelpOne') : t('queue.retryAllHelp', { count: skipped })}
      </Text>
      <Button size="sm" onClick={() => void retryAll()} aria-describedby="retry-all-help">
        {t('queue.retryAll')}
      </Button>
    </Group>
  );
}
