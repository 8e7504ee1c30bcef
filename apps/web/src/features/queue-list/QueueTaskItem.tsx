// One task of the queue list: name, its job by number (UX-3), status, tries, age, last error;
// Retry and Discard.
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { QUEUE_MAX_TRIES } from '@fieldops/contract';
import { useJob } from '../../db';
import { t } from '../../i18n/messages';
import { type QueuedTask, type TaskStatus, taskStatus } from '../../queue';
import { ageText } from '../../ui/age-text';
import { UploadProgress } from '../../uploads/UploadProgress';
import { useUploadProgress } from '../../uploads/useUploadProgress';
import { taskJobID } from './task-job';

const colors: Record<TaskStatus, string> = {
  waiting: 'blue',
  failing: 'orange',
  rejected: 'red',
  skipped: 'gray',
};

function triesText(count: number): string {
  if (count === 0) return t('queue.noTries');
  return count === 1 ? t('queue.oneTry') : t('queue.tries', { count });
}

/** UX-3: "Job J-4102" under the task's name, from the job on this device; nothing when unknown. */
function TaskJob({ jobID }: { jobID: number }) {
  const job = useJob(jobID);
  if (!job?.jobNumber) return null;
  return <Text size="sm">{t('queue.forJob', { job: job.jobNumber })}</Text>;
}

export interface QueueTaskItemProps {
  task: QueuedTask;
  parent: QueuedTask | undefined;
  now: number;
  onRetry(task: QueuedTask): void;
  onDiscard(task: QueuedTask): void;
}

export function QueueTaskItem({ task, parent, now, onRetry, onDiscard }: QueueTaskItemProps) {
  const status = taskStatus(task);
  const progress = useUploadProgress(task);
  const nameID = `task-${task.queueID}-name`;
  const jobID = taskJobID(task);
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-labelledby={nameID}>
      <Group justify="space-between" align="start" wrap="nowrap">
        <Text fw={600} id={nameID} style={{ wordBreak: 'break-word' }}>
          {task.taskName}
        </Text>
        <Badge color={colors[status]}>{t(`queue.status.${status}`)}</Badge>
      </Group>
      {jobID !== null && <TaskJob jobID={jobID} />}
      <Group gap="md">
        <Text size="sm">{triesText(task.counterTries)}</Text>
        <Text size="sm" c="dimmed">
          {t('queue.created', { age: ageText(task.queueID, now) })}
        </Text>
      </Group>
      <UploadProgress fraction={progress} />
      {parent && <Text size="sm">{t('queue.waitsFor', { name: parent.taskName })}</Text>}
      {status === 'skipped' && <Text size="sm">{t('queue.skippedHelp', { count: QUEUE_MAX_TRIES })}</Text>}
      {task.lastError && (
        <Text size="sm" c={status === 'rejected' ? 'red' : undefined}>
          {t('queue.lastError', { error: task.lastError })}
        </Text>
      )}
      <Group gap="xs" mt="xs">
        {status !== 'waiting' && (
          <Button size="sm" variant="light" onClick={() => onRetry(task)} aria-describedby={nameID}>
            {t('queue.retry')}
          </Button>
        )}
        <Button
          size="sm"
          variant="subtle"
          color="red"
          onClick={() => onDiscard(task)}
          aria-describedby={nameID}
        >
          {t('queue.discard')}
        </Button>
      </Group>
    </Paper>
  );
}
