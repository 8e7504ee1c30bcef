// JOB-1: the jobs on this device: search by number, address or city; sorted by last update with a
// toggle; jobs made offline and not sent yet are marked. Reads the device database only.
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type JobOrder, useJobList } from '../../db';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { JobRowReadiness } from './OfflineReadiness';

/** More rows than a phone shows usefully; a search narrows the list. */
export const JOB_LIST_LIMIT = 200;

export function JobListPage() {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 150);
  const [order, setOrder] = useState<JobOrder>('newest');
  const jobs = useJobList(debounced, order);

  return (
    <Page title={t('page.jobList')}>
      <Group align="end" wrap="wrap">
        <TextInput
          label={t('jobs.search')}
          placeholder={t('jobs.searchHint')}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: 1, minWidth: 220 }}
        />
        <SegmentedControl
          aria-label={t('jobs.sortLabel')}
          value={order}
          onChange={(value) => setOrder(value as JobOrder)}
          data={[
            { value: 'newest', label: t('jobs.sortNewest') },
            { value: 'oldest', label: t('jobs.sortOldest') },
          ]}
        />
      </Group>
      {jobs === undefined && <Loading label={t('jobs.loading')} />}
      {jobs?.length === 0 && (
        <Text role="status">
          {debounced.trim() ? t('jobs.noMatch', { query: debounced.trim() }) : t('jobs.empty')}
        </Text>
      )}
      {jobs && jobs.length > 0 && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('jobs.count', { count: jobs.length })}
          </Text>
          <Stack
            component="ul"
            gap="xs"
            aria-label={t('jobs.listLabel')}
            style={{ listStyle: 'none', padding: 0 }}
          >
            {jobs.slice(0, JOB_LIST_LIMIT).map((job) => (
              <Paper component="li" key={job.jobID} withBorder p="sm" radius="md">
                <Link to={`/jobs/${job.jobID}/job-page`} viewTransition style={{ color: 'inherit' }}>
                  <Group justify="space-between" wrap="nowrap">
                    <div>
                      <Text fw={600}>{job.jobNumber || t('jobs.noNumber')}</Text>
                      <Text>
                        {job.address1}, {job.city}
                      </Text>
                    </div>
                    {job.jobID < 0 && <Badge color="orange">{t('jobs.notSent')}</Badge>}
                  </Group>
                </Link>
                <JobRowReadiness jobID={job.jobID} />
                <Text size="xs" c="dimmed">
                  {t('jobs.updated', { time: formatDateTime(job.updatedDate) })}
                </Text>
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </Page>
  );
}
