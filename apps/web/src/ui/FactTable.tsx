// UX-3: label–value facts (the device's model, the app's version) as a two-column table where
// there is room and as a definition list on a phone, the value under its label, so a long value
// (a UUID, a version string) wraps in the full width instead of a squeezed second column.
// CSS shows one of the two (see RecordTable for why both are rendered).
import type { ReactNode } from 'react';
import { Stack, Table, Text } from '@mantine/core';

export interface Fact {
  label: string;
  value: ReactNode;
}

export function FactTable({ facts }: { facts: readonly Fact[] }) {
  return (
    <>
      <Table visibleFrom="sm">
        <Table.Tbody>
          {facts.map((fact) => (
            <Table.Tr key={fact.label}>
              <Table.Th scope="row" w="40%">
                {fact.label}
              </Table.Th>
              <Table.Td style={{ wordBreak: 'break-all' }}>{fact.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack component="dl" hiddenFrom="sm" gap="xs" m={0}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <Text component="dt" fw={600}>
              {fact.label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {fact.value}
            </Text>
          </div>
        ))}
      </Stack>
    </>
  );
}
