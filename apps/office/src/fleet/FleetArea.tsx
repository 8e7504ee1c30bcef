// OFFICE-9: the Fleet area: every vehicle and asset the office keeps, in service or retired; a row
// opens its form, and the two buttons add a vehicle or an asset. What the office saves reaches the
// field crews' fleet screen (GET /api/assettrack) on their next refresh.
import { Badge, Button, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FleetKind, OfficeFleetItem, OfficeFleetQuery } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { DataTable } from '../ui/DataTable';
import { Failure, Loading } from '../ui/states';
import { UnitForm } from './UnitForm';

type State = OfficeFleetQuery['state'];
const STATES: readonly State[] = ['inService', 'retired', 'all'];
type Editing = { kind: FleetKind; unit?: OfficeFleetItem } | null;

export default function FleetArea() {
  const { t, locale } = useT();
  const [state, setState] = useState<State>('inService');
  const [editing, setEditing] = useState<Editing>(null);
  const list = useCall('officeFleet', { query: { state } });
  const columns = useMemo<ColumnDef<OfficeFleetItem>[]>(
    () => [
      { id: 'code', header: t('fleet.col.code'), accessorKey: 'id', enableSorting: false },
      {
        id: 'kind',
        header: t('fleet.col.kind'),
        accessorFn: (unit) => t(`fleet.kind.${unit.kind}`),
        enableSorting: false,
      },
      { id: 'name', header: t('fleet.col.name'), accessorKey: 'name', enableSorting: false },
      { id: 'type', header: t('fleet.col.type'), accessorKey: 'type', enableSorting: false },
      {
        id: 'status',
        header: t('fleet.col.status'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.retiredAt ? (
            <Badge color="gray">{t('fleet.state.retired')}</Badge>
          ) : (
            <Badge variant="light">{t(`fleet.status.${row.original.status}`)}</Badge>
          ),
      },
      {
        id: 'assignedTo',
        header: t('fleet.col.assignedTo'),
        accessorFn: (unit) => unit.assignedTo ?? '',
        enableSorting: false,
      },
      {
        id: 'lastSeen',
        header: t('fleet.col.lastSeen'),
        accessorFn: (unit) =>
          unit.lastSeen ? new Date(unit.lastSeen).toLocaleString(locale) : t('fleet.never'),
        enableSorting: false,
      },
    ],
    [t, locale],
  );
  const saved = () => {
    setEditing(null);
    list.reload();
  };
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('fleet.title')}</Title>
        <Group>
          {(['vehicle', 'asset'] as const).map((kind) => (
            <Button
              key={kind}
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ kind })}
            >
              {t(kind === 'vehicle' ? 'fleet.addVehicle' : 'fleet.addAsset')}
            </Button>
          ))}
        </Group>
      </Group>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="fleet-state-label">
          {t('fleet.show')}
        </Text>
        <SegmentedControl
          aria-labelledby="fleet-state-label"
          value={state}
          onChange={(next) => setState(STATES.find((s) => s === next) ?? 'inService')}
          data={STATES.map((value) => ({ value, label: t(`fleet.state.${value}`) }))}
        />
      </Stack>
      {list.status === 'failed' && <Failure failure={list.failure} onRetry={list.reload} />}
      {!list.value && list.status === 'loading' && <Loading label={t('fleet.loading')} />}
      {list.value && (
        <DataTable
          label={t('fleet.listLabel')}
          rows={list.value.items}
          columns={columns}
          rowKey={(unit) => `${unit.kind}-${unit.fleetID}`}
          sorting={[]}
          onSortingChange={() => undefined}
          onOpen={(unit) => setEditing({ kind: unit.kind, unit })}
          empty={t('fleet.empty')}
        />
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.unit
            ? t('fleet.form.edit', { code: editing.unit.id })
            : t(editing?.kind === 'asset' ? 'fleet.form.newAsset' : 'fleet.form.newVehicle')
        }
      >
        {editing && <UnitForm kind={editing.kind} unit={editing.unit} onSaved={saved} />}
      </Modal>
    </Stack>
  );
}
