// OFFICE-4: every report template with its published version, its versions and whether a draft
// waits; a new template starts from its key.
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type OfficeTemplateSummary, TemplateName } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { DataTable } from '../ui/DataTable';
import { Failure, Loading } from '../ui/states';

export function TemplateList({ onOpen }: { onOpen: (name: string) => void }) {
  const { t, locale } = useT();
  const list = useCall('officeReportTemplates', {});
  const [newKey, setNewKey] = useState('');
  const keyProblem =
    newKey === '' ? null : TemplateName.safeParse(newKey).success ? null : t('templates.newKeyHint');
  const columns = useMemo<ColumnDef<OfficeTemplateSummary>[]>(
    () => [
      { id: 'name', header: t('templates.col.name'), accessorKey: 'reportName', enableSorting: false },
      { id: 'key', header: t('templates.col.key'), accessorKey: 'reportTemplateName', enableSorting: false },
      {
        id: 'version',
        header: t('templates.col.version'),
        enableSorting: false,
        accessorFn: (row) => row.currentVersion ?? t('templates.unpublished'),
      },
      {
        id: 'versions',
        header: t('templates.col.versions'),
        enableSorting: false,
        accessorFn: (row) => row.versions.length,
      },
      {
        id: 'state',
        header: t('templates.col.state'),
        enableSorting: false,
        cell: ({ row }) => (
          <Group gap="xs">
            <Badge color={row.original.retired ? 'gray' : 'green'} variant="light">
              {t(row.original.retired ? 'templates.retired' : 'templates.inUse')}
            </Badge>
            {row.original.draftSavedAt && (
              <Text size="sm">
                {t('templates.draftWaiting', {
                  time: new Date(row.original.draftSavedAt).toLocaleString(locale),
                })}
              </Text>
            )}
          </Group>
        ),
      },
    ],
    [t, locale],
  );
  return (
    <Stack>
      <Title order={1}>{t('templates.title')}</Title>
      <Group align="flex-end">
        <TextInput
          label={t('templates.newKey')}
          description={t('templates.newKeyHint')}
          value={newKey}
          error={keyProblem}
          onChange={(event) => setNewKey(event.currentTarget.value.trim())}
        />
        <Button
          leftSection={<IconPlus aria-hidden />}
          disabled={newKey === '' || keyProblem !== null}
          onClick={() => onOpen(newKey)}
        >
          {t('templates.create')}
        </Button>
      </Group>
      {list.status === 'failed' && <Failure failure={list.failure} onRetry={list.reload} />}
      {list.value ? (
        <DataTable
          label={t('templates.title')}
          rows={list.value}
          columns={columns}
          rowKey={(row) => row.reportTemplateName}
          sorting={[]}
          onSortingChange={() => undefined}
          onOpen={(row) => onOpen(row.reportTemplateName)}
          empty={t('table.empty')}
        />
      ) : (
        list.status === 'loading' && <Loading />
      )}
    </Stack>
  );
}
