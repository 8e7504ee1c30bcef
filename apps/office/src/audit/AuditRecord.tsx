// OFFICE-10: what the office did, newest first (the server's order and paging), filtered by who
// did it, by job and by kind, each entry with the fields it changed, before and after.
import { Group, Stack, Text, Title } from '@mantine/core';
import { OFFICE_AUDIT_KINDS, type OfficeAuditEntry } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { DataTable } from '../ui/DataTable';
import { Pager } from '../ui/Pager';
import { Failure, Loading } from '../ui/states';
import { knownAction, objectName } from './audit-changes';
import { AuditFilters, type AuditFilter } from './AuditFilters';
import { Changes } from './Changes';

export const AUDIT_PAGE_SIZE = 50;

export function AuditRecord() {
  const { t, locale } = useT();
  const [filter, setFilter] = useState<AuditFilter>({ userID: null, jobID: null, objectKind: null });
  const [page, setPage] = useState(1);
  const record = useCall('officeAudit', {
    query: {
      userID: filter.userID ?? undefined,
      jobID: filter.jobID ?? undefined,
      objectKind: filter.objectKind ?? undefined,
      page,
      pageSize: AUDIT_PAGE_SIZE,
    },
  });
  const columns = useMemo((): ColumnDef<OfficeAuditEntry>[] => {
    const action = (e: OfficeAuditEntry) => {
      const known = knownAction(e.action);
      return known ? t(`audit.action.${known}`) : e.action;
    };
    // INT-2: a change a service token made is the administrator's who made its account, through it.
    const who = (e: OfficeAuditEntry) =>
      e.serviceAccount
        ? t('audit.throughService', { name: e.user.name, service: e.serviceAccount.name })
        : e.user.name;
    const on = (e: OfficeAuditEntry) =>
      `${t(`audit.kind.${e.objectKind}`)} ${objectName(e.after, e.before)}`.trim();
    const columns: ColumnDef<OfficeAuditEntry>[] = [
      { id: 'at', header: t('audit.col.at'), accessorFn: (e) => new Date(e.at).toLocaleString(locale) },
      { id: 'who', header: t('audit.col.who'), accessorFn: who },
      { id: 'action', header: t('audit.col.action'), accessorFn: action },
      { id: 'object', header: t('audit.col.object'), accessorFn: on },
      { id: 'changes', header: t('audit.col.changes'), cell: ({ row }) => <Changes entry={row.original} /> },
    ];
    return columns.map((c) => ({ ...c, enableSorting: false }));
  }, [t, locale]);
  const value = record.value;
  const pages = value ? Math.max(1, Math.ceil(value.total / value.pageSize)) : 1;
  const filtered = filter.userID !== null || filter.jobID !== null || filter.objectKind !== null;
  return (
    <Stack>
      <Title order={2}>{t('audit.title')}</Title>
      <AuditFilters
        filter={filter}
        kinds={OFFICE_AUDIT_KINDS}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {record.status === 'failed' && <Failure failure={record.failure} onRetry={record.reload} />}
      {!value && record.status === 'loading' && <Loading label={t('audit.loading')} />}
      {value && (
        <>
          <DataTable
            label={t('audit.listLabel')}
            rows={value.entries}
            columns={columns}
            rowKey={(e) => String(e.auditID)}
            sorting={[]}
            onSortingChange={() => undefined}
            empty={filtered ? t('audit.noMatch') : t('audit.empty')}
          />
          <Group justify="space-between">
            <Text size="sm" aria-live="polite">
              {record.status === 'loading' ? t('audit.loading') : t('table.total', { count: value.total })}
            </Text>
            <Pager page={page} pages={pages} onChange={setPage} />
          </Group>
        </>
      )}
    </Stack>
  );
}
