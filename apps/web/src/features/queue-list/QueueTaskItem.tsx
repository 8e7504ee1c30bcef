// One task of the queue list: its name by job, place and day (TRUST-5), its job by number where
// the name does not say it (UX-3), status, tries, age, last error; Retry and Discard.
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { QUEUE_MAX_TRIES, type ReportTemplate } from '@fieldops/contract';
import { t } from '../../i18n/messages';
import { type QueuedTask, type TaskStatus, taskStatus } from '../../queue';
import { ageText } from '../../ui/age-text';
import { UploadProgress } from '../../uploads/UploadProgress';
import { useTaskProgress } from '../../queue/useTaskProgress';
import { useTaskTitle } from './useTaskTitle';

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

/** The change this one waits for, by its own name. */
function WaitsFor({
  parent,
  templates,
}: {
  parent: QueuedTask;
  templates: ReadonlyMap<string, ReportTemplate>;
}) {
  const { title } = useTaskTitle(parent, templates);
  return <Text size="sm">{t('queue.waitsFor', { name: title })}</Text>;
}

export interface QueueTaskItemProps {
  task: QueuedTask;
  parent: QueuedTask | undefined;
  /** The device's report templates by key, to name a report (none: the stored name serves). */
  templates?: ReadonlyMap<string, ReportTemplate>;
  now: number;
  onRetry(task: QueuedTask): void;
  /** With the name the list shows, for the dialog that asks first. */
  onDiscard(task: QueuedTask, name: string): void;
}

const NO_TEMPLATES: ReadonlyMap<string, ReportTemplate> = new Map();

export function QueueTaskItem({
  task,
  parent,
  templates = NO_TEMPLATES,
  now,
  onRetry,
  onDiscard,
}: QueueTaskItemProps) {
  const status = taskStatus(task);
  const progress = useTaskProgress(task);
  const nameID = `task-${task.queueID}-name`;
  const { title, job, namesJob } = useTaskTitle(task, templates);
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-labelledby={nameID}>
      <Group justify="space-between" align="start" wrap="nowrap">
        <Text fw={600} id={nameID} style={{ wordBreak: 'break-word', flex: 1, minWidth: 0 }}>
          {title}
        </Text>
        {/* TRUST-5: the name wraps, the status never shrinks ("Wai…" at 390 px). */}
        <Badge color={colors[status]} style={{ flexShrink: 0, overflow: 'visible' }}>
          {t(`queue.status.${status}`)}
        </Badge>
      </Group>
      {!namesJob && job?.jobNumber && <Text size="sm">{t('queue.forJob', { job: job.jobNumber })}</Text>}
      <Group gap="md">
        <Text size="sm">{triesText(task.counterTries)}</Text>
        <Text size="sm" c="dimmed">
          {t('queue.created', { age: ageText(task.queueID, now) })}
        </Text>
      </Group>
      <UploadProgress fraction={progress} />
      {parent && <WaitsFor parent={parent} templates={templates} />}
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
          onClick={() => onDiscard(task, title)}
          aria-describedby={nameID}
        >
          {t('queue.discard')}
        </Button>
      </Group>
    </Paper>
  );
}
