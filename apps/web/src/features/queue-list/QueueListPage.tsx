// QUEUE-6, QUEUE-9, FIELD-5: the changes of this device not sent yet, newest first: waiting,
// failing, rejected and skipped, each with its name, tries, age and last error. Retry gives a task
// a fresh start; Discard asks first and says what will be lost; Retry all restarts every skipped one.
// FIELD-2: the first screen reads only the newest tasks (and the counts) from the queue's index, so
// it opens as fast with 10,000 tasks waiting as with 10; "Show more" reads the next ones.
import { useMemo, useState } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useReportTemplates } from '../../db';
import { t } from '../../i18n/messages';
import { type QueuedTask, useQueueScreen, useQueueStatus } from '../../queue';
import { discardTask, retryTask } from '../../queue/actions';
import { countDependents } from '../../queue/manage';
import { QUEUE_SCREEN_SIZE } from '../../queue/read-tasks';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { useNow } from '../../ui/useNow';
import { QueueTaskItem } from './QueueTaskItem';
import { RetryAllSkipped } from './RetryAllSkipped';
import { openConfirm } from '../../ui/confirm';

const LIST_ID = 'queue-list-tasks';

export function QueueListPage() {
  const [limit, setLimit] = useState(QUEUE_SCREEN_SIZE);
  const screen = useQueueScreen(limit);
  const status = useQueueStatus();
  const now = useNow();
  const tasks = screen?.tasks;
  const stored = useReportTemplates();
  const templates = useMemo(
    () => new Map((stored ?? []).map((template) => [template.reportTemplateName, template])),
    [stored],
  );

  const confirmDiscard = async (task: QueuedTask, name: string) => {
    const dependents = await countDependents(task.queueID);
    openConfirm({
      title: t('queue.discardTitle'),
      children: (
        <Stack gap="xs">
          <Text>{t('queue.discardText', { name })}</Text>
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
      {status.serverBusy && screen !== undefined && screen.total > 0 && (
        <Alert color="gray" role="status">
          {t('queue.serverBusy')}
        </Alert>
      )}
      {screen === undefined && <Loading label={t('queue.loading')} />}
      {screen?.total === 0 && <Text role="status">{t('queue.empty')}</Text>}
      {screen && tasks && tasks.length > 0 && (
        <>
          <Text>{t('queue.intro')}</Text>
          {status.running && (
            <Text role="status" size="sm">
              {t('queue.running')}
            </Text>
          )}
          <RetryAllSkipped
            skipped={screen.skipped}
            onDone={() => document.getElementById(LIST_ID)?.focus()}
          />
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
                parent={task.dependsOn === null ? undefined : screen.parents.get(task.dependsOn)}
                templates={templates}
                now={now}
                onRetry={(t) =>
                  void retryTask(t.queueID).catch((e: unknown) => console.error('Retry failed', e))
                }
                onDiscard={(t, name) =>
                  void confirmDiscard(t, name).catch((e: unknown) => console.error('Discard failed', e))
                }
              />
            ))}
          </Stack>
          {screen.total > tasks.length && (
            <>
              <Text size="sm">{t('queue.shown', { shown: tasks.length, total: screen.total })}</Text>
              <Button variant="default" onClick={() => setLimit((n) => n + QUEUE_SCREEN_SIZE)}>
                {t('queue.showMore')}
              </Button>
            </>
          )}
        </>
      )}
    </Page>
  );
}
