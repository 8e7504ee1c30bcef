// The job's history (OFFICE-2, TSX-3): opened, closed, foreman and crew changes, newest first.
import { List, Text } from '@mantine/core';
import { type OfficeJobHistory, assertNever } from '@fieldops/contract';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import type { t as translate } from '../i18n/i18n';
import { Failure, Loading } from '../ui/states';

type Entry = OfficeJobHistory[number];

function describe(entry: Entry, t: typeof translate): string {
  const name = entry.employee?.name ?? '';
  switch (entry.change) {
    case 'opened':
      return t('jobs.change.opened');
    case 'closed':
      return t('jobs.change.closed');
    case 'foreman':
      return entry.employee ? t('jobs.change.foreman', { name }) : t('jobs.change.foremanNone');
    case 'crewJoined':
      return t('jobs.change.crewJoined', { name });
    case 'crewLeft':
      return t('jobs.change.crewLeft', { name });
    default:
      return assertNever(entry.change);
  }
}

/** Mounted with the job's `updatedAt` as its key, so each write to the job reads the history again. */
export function JobHistory({ jobID }: { jobID: number }) {
  const { t, locale } = useT();
  const history = useCall('officeJobHistory', { params: { id: jobID } });
  if (history.status === 'failed') return <Failure failure={history.failure} onRetry={history.reload} />;
  if (!history.value) return <Loading />;
  if (history.value.length === 0) return <Text size="sm">{t('jobs.historyEmpty')}</Text>;
  const newestFirst = [...history.value].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  return (
    <List aria-label={t('jobs.historyLabel')} spacing={4} size="sm">
      {newestFirst.map((entry, index) => (
        <List.Item key={`${entry.changedAt}-${index}`}>
          <Text span size="sm" c="dimmed">
            {new Date(entry.changedAt).toLocaleString(locale)}
          </Text>{' '}
          {describe(entry, t)}
        </List.Item>
      ))}
    </List>
  );
}
