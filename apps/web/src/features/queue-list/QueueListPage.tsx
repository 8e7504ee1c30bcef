// QUEUE-6, QUEUE-9, FIELD-5: the changes of this device not sent yet, newest first: waiting,
// failing, rejected and skipped, each with its name, tries, age and last error. Retry gives a task
// a fresh start; Discard asks first and says what will be lost; Retry all restarts every skipped one.
import { Alert, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { t } from '../../i18n/messages';
import { type QueuedTask, useQueueStatus, useQueueTasks } from '../../queue';
import { discardTask, retryTask } from '../../queue/actions';
import { withDependents } from '../../queue/manage';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { useNow } from '../../ui/useNow';
import { QueueTaskItem } from './QueueTaskItem';
import { RetryAllSkipped } from './RetryAllSkipped';

const LIST_ID = 'queue-list-tasks';

export function QueueListPage() {
  const tasks = useQueueTasks();
  const status = useQueueStatus();
  const now = useNow();
  const byID = new Map((tasks ?? []).map((task) => [task.queueID, task]));
  const skipped = (tasks ?? []).filter((task) => task.state === 'skipped').length;

  const confirmDiscard = (task: QueuedTask) => {
    const dependents = withDependents(tasks ?? [], task.queueID).length - 1;
    modals.openConfirmModal({
      title: t('queue.discardTitle'),
      children: (
        <Stack gap="xs">
          <Text>{t('queue.discardText', { name: task.taskName })}</Text>
          {dependents > 0 && <Text>{t('queue.discardDependents', { count: dependents })}</Text>}
        </Stack>
      ),
      labels: { confirm: t('queue.discardConfirm'), cancel: t('queue.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void discardTask(task.queueID).catch((e: unknown) => console.error('Discard failed', e)),
    });
  };

  return (
    <Page title={t('page.queueList')}>
      {status.needsSignIn && (
        <Alert color="orange" role="alert">
          {t('queue.needsSignIn')}
        </Alert>
      )}
      {tasks === undefined && <Loading label={t('queue.loading')} />}
      {tasks?.length === 0 && <Text role="status">{t('queue.empty')}</Text>}
      {tasks && tasks.length > 0 && (
        <>
          <Text>{t('queue.intro')}</Text>
          {status.running && (
            <Text role="status" size="sm">
              {t('queue.running')}
            </Text>
          )}
          <RetryAllSkipped skipped={skipped} onDone={() => document.getElementById(LIST_ID)?.focus()} />
          <Stack
            component="ul"
            id={LIST_ID}
            tabIndex={-1}
            gap="xs"
            aria-label={t('queue.listLabel')}
            style={{ listStyle: 'none', padding: 0 }}
          >
            {tasks.map((task) => (
              <QueueTaskItem
                key={task.queueID}
                task={task}
                parent={task.dependsOn === null ? undefined : byID.get(task.dependsOn)}
                now={now}
                onRetry={(t) =>
                  void retryTask(t.queueID).catch((e: unknown) => console.error('Retry failed', e))
                }
                onDiscard={confirmDiscard}
              />
            ))}
          </Stack>
        </>
      )}
    </Page>
  );
}
