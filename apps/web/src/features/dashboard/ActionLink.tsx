// TRUST-8: one tappable row of the dashboard: a whole card is the link (a gloved thumb needs a big
// target, at least 56 px high), its main words first and a line of detail under them.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';

export function ActionLink({
  to,
  label,
  detail,
  lead,
}: {
  to: string;
  label: string;
  detail?: string;
  /** A big figure or an icon before the words. */
  lead?: ReactNode;
}) {
  return (
    <Paper
      component={Link}
      to={to}
      viewTransition
      withBorder
      radius="md"
      p="md"
      mih={64}
      style={{ display: 'block', textDecoration: 'none', color: 'inherit' }}
    >
      <Group wrap="nowrap" gap="md" justify="space-between">
        <Group wrap="nowrap" gap="md" miw={0}>
          {lead}
          <Stack gap={2} miw={0}>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {label}
            </Text>
            {detail && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {detail}
              </Text>
            )}
          </Stack>
        </Group>
        <IconChevronRight aria-hidden style={{ flexShrink: 0 }} />
      </Group>
    </Paper>
  );
}
