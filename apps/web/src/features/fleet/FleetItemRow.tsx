// MISC-2: one vehicle or asset: name and unit, type, status, assignee and when it was last seen.
import { Badge, Group, Paper, Text } from '@mantine/core';
import type { FleetItem } from '@fieldops/contract';
import { IconBox, IconTruck } from '@tabler/icons-react';
import { t } from '../../i18n/messages';
import { lastSeenText } from './fleet-filter';

const BADGE_COLOURS = { active: 'green', idle: 'blue', maintenance: 'orange', offline: 'gray' } as const;

export function FleetItemRow({ item, now }: { item: FleetItem; now: number }) {
  const Icon = item.kind === 'vehicle' ? IconTruck : IconBox;
  return (
    <Paper component="li" withBorder p="sm" radius="md" aria-label={`${item.name} (${item.id})`}>
      <Group justify="space-between" wrap="nowrap" align="start">
        <Group gap="sm" wrap="nowrap" align="start">
          <Icon size={22} aria-hidden />
          <div>
            <Text fw={600}>
              {item.name}{' '}
              <Text span c="dimmed" size="sm">
                {item.id}
              </Text>
            </Text>
            <Text size="sm">{item.type}</Text>
            {item.assignedTo && (
              <Text size="sm" c="dimmed">
                {t('fleet.assignedTo', { name: item.assignedTo })}
              </Text>
            )}
          </div>
        </Group>
        <div style={{ textAlign: 'right' }}>
          <Badge color={BADGE_COLOURS[item.status]} variant="light">
            {t(`fleet.status.${item.status}`)}
          </Badge>
          <Text size="xs" c="dimmed" mt={4}>
            {lastSeenText(item, now)}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
