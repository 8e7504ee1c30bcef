// UX-3: rows of records (a person's totals, a job's storage) as a table where there is room and as
// a list of cards on a phone, where a table's columns either scroll sideways or squeeze the text.
// Both are rendered and CSS shows one (Mantine's visibleFrom/hiddenFrom), so a phone never flashes
// the table before a media query answers; the hidden one is out of the accessibility tree.
import type { ReactNode } from 'react';
import { Paper, Stack, Table, Text } from '@mantine/core';

export interface RecordColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface RecordTableProps<Row> {
  /** Names the table and the list alike, so both read the same to a screen reader. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The column that names the row: a row header in the table, the card's title on a phone. */
  title: RecordColumn<Row>;
  columns: readonly RecordColumn<Row>[];
  /** Attributes for the table's row (e.g. a test id); not repeated on the card. */
  rowProps?: (row: Row) => Record<string, string>;
  striped?: boolean;
}

export function RecordTable<Row>({
  label,
  rows,
  rowKey,
  title,
  columns,
  rowProps,
  striped,
}: RecordTableProps<Row>) {
  return (
    <>
      <Table visibleFrom="sm" striped={striped} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{title.header}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
              <Table.Th scope="row">{title.cell(row)}</Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack
        component="ul"
        hiddenFrom="sm"
        aria-label={label}
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} withBorder p="sm" radius="md">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {title.cell(row)}
            </Text>
            <Stack component="dl" gap={4} m={0} mt={4}>
              {columns.map((column) => (
                // One line per value, its column's name first: "Paid: 8.50 h".
                <Text key={column.header} component="div" style={{ overflowWrap: 'anywhere' }}>
                  <Text component="dt" span c="dimmed" display="inline">
                    {column.header}:
                  </Text>{' '}
                  <Text component="dd" span display="inline" m={0}>
                    {column.cell(row)}
                  </Text>
                </Text>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
