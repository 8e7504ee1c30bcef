// OFFICE-2: every job of the company, filtered, searched, sorted and paged by the server.
import {
  Badge,
  Button,
  Group,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { OfficeJob, OfficeJobQuery } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { DataTable } from '../ui/DataTable';
import { Failure, Loading } from '../ui/states';
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
  const [page, setPage] = useState(1);
  const list = useCall('officeJobs', {
    query: { search: searched, status, sort, page, pageSize: JOB_PAGE_SIZE },
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
          <Badge color={row.original.status === 'Open' ? 'green' : 'gray'} variant="light">
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
  const filtered = searched !== '' || status !== 'all';
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
        <TextInput
          label={t('jobs.search')}
          placeholder={t('jobs.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={320}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="job-status-label">
            {t('jobs.status')}
          </Text>
          <SegmentedControl
            aria-labelledby="job-status-label"
            value={status}
            onChange={(next) => {
              setStatus(next === 'Open' || next === 'Closed' ? next : 'all');
              setPage(1);
            }}
            data={(['all', 'Open', 'Closed'] as const).map((value) => ({
              value,
              label: t(`jobs.status.${value}`),
            }))}
          />
        </Stack>
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
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              aria-label={t('table.page', { page, pages })}
            />
          </Group>
        </>
      )}
    </Stack>
  );
}
