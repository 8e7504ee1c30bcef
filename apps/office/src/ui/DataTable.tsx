// A table a person can scan: TanStack Table (headless: columns, sorting state) drawn with Mantine's
// Table. Sticky header; sorting is the server's (manualSorting), announced with aria-sort on the
// header cell and a button in it; rows are focusable, Arrow keys move between them and Enter opens.
import { Table, UnstyledButton, Group, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import {
  type ColumnDef,
  type SortingState,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';
import type { KeyboardEvent, ReactNode } from 'react';
import { useT } from '../i18n/i18n';

export interface DataTableProps<Row> {
  label: string;
  rows: Row[];
  columns: ColumnDef<Row>[];
  rowKey: (row: Row) => string;
  sorting: SortingState;
  onSortingChange: (next: SortingState) => void;
  onOpen?: (row: Row) => void;
  empty: ReactNode;
}

function moveFocus(event: KeyboardEvent<HTMLTableRowElement>) {
  const next =
    event.key === 'ArrowDown'
      ? event.currentTarget.nextElementSibling
      : event.currentTarget.previousElementSibling;
  if (next instanceof HTMLElement) {
    event.preventDefault();
    next.focus();
  }
}

export function DataTable<Row>({
  label,
  rows,
  columns,
  rowKey,
  sorting,
  onSortingChange,
  onOpen,
  empty,
}: DataTableProps<Row>) {
  const { t } = useT();
  // The app is not built with the React Compiler; TanStack's table object is used as documented.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: rowKey,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (update) => onSortingChange(typeof update === 'function' ? update(sorting) : update),
  });
  return (
    <Table.ScrollContainer minWidth={640} maxHeight="70vh">
      <Table stickyHeader highlightOnHover aria-label={label}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => {
                const title = flexRender(header.column.columnDef.header, header.getContext());
                const sorted = header.column.getIsSorted();
                if (!header.column.getCanSort()) return <Table.Th key={header.id}>{title}</Table.Th>;
                const SortIcon =
                  sorted === 'asc' ? IconArrowUp : sorted === 'desc' ? IconArrowDown : IconArrowsSort;
                return (
                  <Table.Th
                    key={header.id}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}
                  >
                    <UnstyledButton onClick={header.column.getToggleSortingHandler()}>
                      <Group gap={4} wrap="nowrap">
                        <Text fw={700} size="sm">
                          {title}
                        </Text>
                        <SortIcon size={14} aria-hidden />
                      </Group>
                    </UnstyledButton>
                  </Table.Th>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>{empty ?? t('table.empty')}</Table.Td>
            </Table.Tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <Table.Tr
                key={row.id}
                tabIndex={0}
                style={onOpen ? { cursor: 'pointer' } : undefined}
                onClick={onOpen ? () => onOpen(row.original) : undefined}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') moveFocus(event);
                  else if (event.key === 'Enter' && onOpen) onOpen(row.original);
                }}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
