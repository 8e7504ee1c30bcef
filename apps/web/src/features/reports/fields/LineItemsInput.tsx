// REPORT-2: repeating rows (line items). Each row is a group of the template's columns with its
// own Remove button; 'Add line item' appends one; when the template names a quantity and a unit
// price, each row shows its amount and the table its total (the contract's lineItemAmounts).
import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { LINE_ITEMS_MAX_ROWS, lineItemAmounts } from '@fieldops/contract';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/messages';
import type { FormContext, LineItemsField, ValueUpdate } from '../form-types';
import { FieldLabel } from './FieldLabel';
import { SimpleFieldInput } from './SimpleFieldInput';

type Row = Record<string, unknown>;

const asRows = (value: unknown): Row[] =>
  Array.isArray(value) ? value.map((row) => (row && typeof row === 'object' ? (row as Row) : {})) : [];

export function formatCents(cents: number): string {
  return formatNumber(cents / 100, 2);
}

export function LineItemsInput({
  field,
  value,
  onChange,
  context,
}: {
  field: LineItemsField;
  value: unknown;
  onChange: (update: ValueUpdate) => void;
  context: FormContext;
}) {
  const rows = asRows(value);
  const amounts = lineItemAmounts(field, rows);
  const max = field.maxRows ?? LINE_ITEMS_MAX_ROWS;
  const setCell = (index: number, key: string, cell: unknown) =>
    onChange((previous: unknown) =>
      asRows(previous).map((row, i) => (i === index ? { ...row, [key]: cell } : row)),
    );
  const error = context.errors.get(field.key);
  return (
    <Fieldset
      legend={<FieldLabel label={field.label} required={field.required} inLegend />}
      aria-describedby={error ? `${field.key}-error` : undefined}
    >
      <Stack gap="md">
        {field.help && (
          <Text size="sm" c="dimmed">
            {field.help}
          </Text>
        )}
        {rows.length === 0 && <Text c="dimmed">{t('reports.noRows')}</Text>}
        {rows.map((row, index) => (
          <Fieldset key={index} legend={t('reports.row', { number: index + 1 })} variant="filled">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {field.columns.map((column) => (
                <SimpleFieldInput
                  key={column.key}
                  field={column}
                  value={row[column.key]}
                  onChange={(cell) => setCell(index, column.key, cell)}
                  error={context.errors.get(`${field.key}.${index}.${column.key}`)}
                  readOnly={context.readOnly}
                  optionLists={context.optionLists}
                />
              ))}
            </SimpleGrid>
            <Group justify="space-between" mt="sm">
              {amounts ? (
                <Text fw={600}>
                  {t('reports.amount', { amount: formatCents(amounts.amountsCents[index] ?? 0) })}
                </Text>
              ) : (
                <span />
              )}
              {!context.readOnly && (
                <Button
                  variant="subtle"
                  color="red"
                  size="md"
                  leftSection={<IconTrash size={18} aria-hidden />}
                  onClick={() =>
                    onChange((previous: unknown) => asRows(previous).filter((_, i) => i !== index))
                  }
                >
                  {t('reports.removeLineItem', { number: index + 1 })}
                </Button>
              )}
            </Group>
          </Fieldset>
        ))}
        {error && (
          <Text id={`${field.key}-error`} c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="space-between">
          {!context.readOnly && (
            <Button
              size="lg"
              variant="light"
              leftSection={<IconPlus size={20} aria-hidden />}
              disabled={rows.length >= max}
              onClick={() => onChange((previous: unknown) => [...asRows(previous), {}])}
            >
              {t('reports.addLineItem')}
            </Button>
          )}
          {amounts && (
            <Text fw={700} size="lg" aria-live="polite">
              {t('reports.total', { amount: formatCents(amounts.totalCents) })}
            </Text>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
