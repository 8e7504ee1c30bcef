// OFF-4: the device page's storage per job: what each job's copies take, the budget the background
// downloads keep to (set here, or half of the free space), and what the budget dropped.
import { useEffect, useState } from 'react';
import { Button, Group, List, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { setStorageBudget, useJobStorage } from '../../db/job-storage-view';
import { db } from '../../db/database';
import { formatBytes, formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { browserEstimate, readStorageBudget } from '../../sync/storage-budget';
import { storageNoticeText } from '../../sync/storage-toast';
import { RecordTable } from '../../ui/RecordTable';

const MB = 1024 * 1024;

/** The default budget as the browser allows it now (undefined while read, null: it cannot say). */
function useDefaultBudget(copiesBytes: number | undefined): number | null | undefined {
  const [budget, setBudget] = useState<number | null>();
  useEffect(() => {
    if (copiesBytes === undefined) return;
    let live = true;
    void readStorageBudget(db, browserEstimate, copiesBytes, true).then((read) => live && setBudget(read));
    return () => {
      live = false;
    };
  }, [copiesBytes]);
  return budget;
}

export function JobStorageSection() {
  const view = useJobStorage();
  const defaultBudget = useDefaultBudget(view?.copiesBytes);
  const [megabytes, setMegabytes] = useState<number | string>('');
  if (!view) return null;
  const budgetText =
    view.budgetSet !== null
      ? formatBytes(view.budgetSet)
      : defaultBudget === null
        ? t('budget.budgetUnknown')
        : t('budget.budgetDefault', { size: defaultBudget === undefined ? '…' : formatBytes(defaultBudget) });
  const save = () => {
    if (typeof megabytes === 'number' && megabytes > 0) void setStorageBudget(Math.round(megabytes * MB));
  };

  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="device-job-storage">
      <Stack gap="xs">
        <Title order={2} size="h4" id="device-job-storage">
          {t('budget.section')}
        </Title>
        <Text>
          {t('budget.used')}: {formatBytes(view.copiesBytes)} · {t('budget.budget')}:{' '}
          <span data-testid="storage-budget">{budgetText}</span>
        </Text>
        <Group align="end" gap="sm">
          <NumberInput
            label={t('budget.budgetInput')}
            value={megabytes}
            onChange={setMegabytes}
            min={0}
            allowNegative={false}
            decimalScale={3}
            w={160}
          />
          <Button size="md" onClick={save} disabled={typeof megabytes !== 'number' || megabytes <= 0}>
            {t('budget.budgetSave')}
          </Button>
          {view.budgetSet !== null && (
            <Button size="md" variant="subtle" onClick={() => void setStorageBudget(null)}>
              {t('budget.budgetReset')}
            </Button>
          )}
        </Group>
        {view.jobs.length === 0 ? (
          <Text c="dimmed">{t('budget.noJobs')}</Text>
        ) : (
          <RecordTable
            label={t('budget.section')}
            rows={view.jobs}
            rowKey={(job) => job.jobID}
            rowProps={(job) => ({ 'data-testid': `job-storage-${job.jobNumber}` })}
            title={{ header: t('budget.job'), cell: (job) => job.jobNumber }}
            columns={[
              { header: t('budget.copies'), cell: (job) => formatBytes(job.copiesBytes) },
              { header: t('budget.documents'), cell: (job) => formatBytes(job.documentsBytes) },
              {
                header: t('budget.lastOpened'),
                cell: (job) => (job.openedAt ? formatDateTime(job.openedAt) : t('device.never')),
              },
            ]}
          />
        )}
        {view.notices.length > 0 && (
          <>
            <Title order={3} size="h5">
              {t('budget.notices')}
            </Title>
            <List aria-label={t('budget.notices')}>
              {view.notices.map((notice) => (
                <List.Item key={`${notice.at}-${notice.jobID}-${notice.why}`}>
                  {formatDateTime(notice.at)}: {storageNoticeText(notice)}
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
