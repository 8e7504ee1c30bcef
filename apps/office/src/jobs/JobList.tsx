// OFFICE-2: every job of the company, filtered, searched, sorted and paged by the server.
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { type OfficeJob, type OfficeJobQuery, calls } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useCall } from '../api/use-call';
import { mayUse, useMe } from '../auth/me';
import { useT } from '../i18n/i18n';
import { STATUS_COLOURS } from './status-colours';
import { DataTable } from '../ui/DataTable';
import { ChoiceFilter, SearchBox } from '../ui/ListFilters';
import { Pager } from '../ui/Pager';
import { Failure, Loading } from '../ui/states';
import { ForemanFilter } from './ForemanFilter';
import { JOB_PAGE_SIZE, type JobSort, sortOf, sortingOf } from './job-list-query';

type Status = OfficeJobQuery['status'];

export interface JobListProps {
  onOpen: (job: OfficeJob) => void;
  onCreate?: () => void;
}

export function JobList({ onOpen, onCreate }: JobListProps) {
  const { t, locale } = useT();
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<Status>('all');
  const [sort, setSort] = useState<JobSort>('-updated');
  const [foremanID, setForemanID] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const mayReadPeople = mayUse(useMe(), calls.officePeople.office);
  const list = useCall('officeJobs', {
    query: { search: searched, status, sort, page, pageSize: JOB_PAGE_SIZE, foremanID },
  });
  const columns = useMemo<ColumnDef<OfficeJob>[]>(
    () => [
      { id: 'jobNumber', header: t('jobs.col.jobNumber'), accessorKey: 'jobNumber' },
      { id: 'address', header: t('jobs.col.address'), accessorKey: 'address1', enableSorting: false },
      { id: 'city', header: t('jobs.col.city'), accessorKey: 'city' },
      { id: 'workType', header: t('jobs.col.workType'), accessorKey: 'workType', enableSorting: false },
      {
        id: 'foreman',
        header: t('jobs.col.foreman'),
        accessorFn: (job) => job.foreman?.name ?? t('jobs.noForeman'),
        enableSorting: false,
      },
      {
        id: 'status',
        header: t('jobs.col.status'),
        enableSorting: false,
        cell: ({ row }) => (
          <Badge color={STATUS_COLOURS[row.original.status]} variant="outline">
            {t(`jobs.status.${row.original.status}`)}
          </Badge>
        ),
      },
      {
        id: 'updated',
        header: t('jobs.col.updated'),
        accessorFn: (job) => new Date(job.updatedAt).toLocaleString(locale),
      },
    ],
    [t, locale],
  );
  const value = list.value;
  const pages = value ? Math.max(1, Math.ceil(value.total / value.pageSize)) : 1;
  const filtered = searched !== '' || status !== 'all' || foremanID !== null;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('jobs.title')}</Title>
        {onCreate && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
            {t('jobs.new')}
          </Button>
        )}
      </Group>
      <Group align="flex-end">
        <SearchBox
          label={t('jobs.search')}
          hint={t('jobs.searchHint')}
          value={search}
          onChange={(next) => {
            setSearch(next);
            setPage(1);
          }}
        />
        <ChoiceFilter
          id="job-status-label"
          label={t('jobs.status')}
          value={status}
          choices={(['all', 'Open', 'Closed'] as const).map((value) => ({
            value,
            label: t(`jobs.status.${value}`),
          }))}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
        />
        {mayReadPeople && (
          <ForemanFilter
            value={foremanID}
            onChange={(next) => {
              setForemanID(next);
              setPage(1);
            }}
          />
        )}
      </Group>
      {list.status === 'failed' && <Failure failure={list.failure} onRetry={list.reload} />}
      {!value && list.status === 'loading' && <Loading label={t('jobs.loading')} />}
      {value && (
        <>
          <DataTable
            label={t('jobs.listLabel')}
            rows={value.jobs}
            columns={columns}
            rowKey={(job) => String(job.jobID)}
            sorting={sortingOf(sort)}
            onSortingChange={(next) => {
              setSort(sortOf(next));
              setPage(1);
            }}
            onOpen={onOpen}
            empty={filtered ? t('jobs.noMatch') : t('jobs.empty')}
          />
          <Group justify="space-between">
            <Text size="sm" aria-live="polite">
              {list.status === 'loading' ? t('jobs.loading') : t('table.total', { count: value.total })}
            </Text>
            <Pager page={page} pages={pages} onChange={setPage} />
          </Group>
        </>
      )}
    </Stack>
  );
}
