// MISC-2: search, type (vehicles / assets) and status. Labelled inputs, so a screen reader names each.
import { Group, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { FLEET_STATUSES, type FleetKind, type FleetStatus } from '@fieldops/contract';
import { IconSearch } from '@tabler/icons-react';
import { t } from '../../i18n/messages';
import type { FleetFilter } from './fleet-filter';

const KINDS: (FleetKind | 'all')[] = ['all', 'vehicle', 'asset'];

export function FleetFilters({
  filter,
  onChange,
}: {
  filter: FleetFilter;
  onChange: (next: FleetFilter) => void;
}) {
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <TextInput
        label={t('fleet.search')}
        placeholder={t('fleet.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.currentTarget.value })}
        type="search"
        style={{ flex: '1 1 220px' }}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="fleet-kind-label">
          {t('fleet.kind')}
        </Text>
        <SegmentedControl
          aria-labelledby="fleet-kind-label"
          value={filter.kind}
          onChange={(kind) => onChange({ ...filter, kind: kind as FleetFilter['kind'] })}
          data={KINDS.map((kind) => ({ value: kind, label: t(`fleet.kind.${kind}`) }))}
        />
      </Stack>
      <Select
        label={t('fleet.status')}
        value={filter.status}
        allowDeselect={false}
        onChange={(status) => onChange({ ...filter, status: (status ?? 'any') as FleetStatus | 'any' })}
        data={[
          { value: 'any', label: t('fleet.status.any') },
          ...FLEET_STATUSES.map((status) => ({ value: status, label: t(`fleet.status.${status}`) })),
        ]}
        style={{ flex: '0 1 180px' }}
      />
    </Group>
  );
}
