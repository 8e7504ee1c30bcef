// OFFICE-7: every report of the company, filtered by job, foreman, template, review state and the
// days it was filled, paged by the server, newest first. Opening a row shows the report.
import { Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { REPORT_REVIEW_STATES, type OfficeReportRow, type ReportReviewState } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { DataTable } from '../ui/DataTable';
import { Pager } from '../ui/Pager';
import { Failure, Loading } from '../ui/states';
import { foremenOf, type InboxFilters, isFiltered, NO_FILTERS, queryOf } from './inbox-filters';
import { StateBadge } from './StateBadge';

export function ReportInbox({ onOpen }: { onOpen: (report: OfficeReportRow) => void }) {
  const { t, locale } = useT();
  const [filters, setFilters] = useState<InboxFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const list = useCall('officeReports', { query: queryOf(filters, page) });
  const jobs = useCall('officeJobs', { query: { status: 'all', sort: 'jobNumber', pageSize: 200 } });
  const templates = useCall('reportTemplates', {});
  const set = (change: Partial<InboxFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const any = t('reports.filter.any');
  const columns = useMemo<ColumnDef<OfficeReportRow>[]>(
    () => [
      { id: 'job', header: t('reports.col.job'), accessorFn: (r) => r.job.jobNumber },
      {
        id: 'template',
        header: t('reports.col.template'),
        accessorFn: (r) => r.template.title || r.template.name,
      },
      { id: 'foreman', header: t('reports.col.foreman'), accessorFn: (r) => r.foreman?.name ?? r.filledBy },
      {
        id: 'filled',
        header: t('reports.col.filled'),
        accessorFn: (r) => new Date(r.filledOn).toLocaleString(locale),
      },
      { id: 'revision', header: t('reports.col.revision'), accessorKey: 'revision' },
      {
        id: 'state',
        header: t('reports.col.state'),
        cell: ({ row }) => <StateBadge state={row.original.review.state} />,
      },
    ],
    [t, locale],
  );
  // Newest stored first is the inbox's one order (the server's): no column sorts.
  const unsorted = useMemo(() => columns.map((c) => ({ ...c, enableSorting: false })), [columns]);
  const value = list.value;
  const pages = value ? Math.max(1, Math.ceil(value.total / value.pageSize)) : 1;
  return (
    <Stack>
      <Title order={2}>{t('reports.title')}</Title>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('reports.filter.job')}
          placeholder={any}
          searchable
          clearable
          data={(jobs.value?.jobs ?? []).map((j) => ({ value: String(j.jobID), label: j.jobNumber }))}
          value={filters.jobID}
          onChange={(jobID) => set({ jobID })}
          w={180}
        />
        <Select
          label={t('reports.filter.foreman')}
          placeholder={any}
          searchable
          clearable
          data={foremenOf(jobs.value?.jobs ?? [])}
          value={filters.foremanID}
          onChange={(foremanID) => set({ foremanID })}
          w={200}
        />
        <Select
          label={t('reports.filter.template')}
          placeholder={any}
          clearable
          data={(templates.value ?? []).map((tpl) => ({
            value: tpl.reportTemplateName,
            label: tpl.reportName,
          }))}
          value={filters.template || null}
          onChange={(template) => set({ template: template ?? '' })}
          w={220}
        />
        <Select
          label={t('reports.filter.state')}
          placeholder={any}
          clearable
          data={REPORT_REVIEW_STATES.map((state) => ({ value: state, label: t(`reports.state.${state}`) }))}
          value={filters.state}
          onChange={(state) =>
            set({ state: REPORT_REVIEW_STATES.find((s): s is ReportReviewState => s === state) ?? null })
          }
          w={180}
        />
        <TextInput
          type="date"
          label={t('reports.filter.from')}
          value={filters.from}
          onChange={(e) => set({ from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('reports.filter.to')}
          value={filters.to}
          onChange={(e) => set({ to: e.currentTarget.value })}
        />
      </Group>
      {list.status === 'failed' && <Failure failure={list.failure} onRetry={list.reload} />}
      {!value && list.status === 'loading' && <Loading label={t('reports.loading')} />}
      {value && (
        <>
          <DataTable
            label={t('reports.listLabel')}
            rows={value.reports}
            columns={unsorted}
            rowKey={(r) => String(r.reportID)}
            sorting={[]}
            onSortingChange={() => undefined}
            onOpen={onOpen}
            empty={isFiltered(filters) ? t('reports.noMatch') : t('reports.empty')}
          />
          <Group justify="space-between">
            <Text size="sm" aria-live="polite">
              {list.status === 'loading' ? t('reports.loading') : t('table.total', { count: value.total })}
            </Text>
            <Pager page={page} pages={pages} onChange={setPage} />
          </Group>
        </>
      )}
    </Stack>
  );
}
