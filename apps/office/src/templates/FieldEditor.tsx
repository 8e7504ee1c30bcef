// OFFICE-4: one field of a template (or a column of its line items) as the office edits it. The
// kind is chosen among those the app renders; what else it asks depends on the kind.
import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReportFieldKind, ShowWhen, TemplateIssue } from '@fieldops/contract';
import { useState } from 'react';
import { useT } from '../i18n/i18n';
import {
  COLUMN_KINDS,
  type DraftField,
  FIELD_KINDS,
  moved,
  newField,
  optionsText,
  parseOptions,
  withKind,
} from './draft-fields';

export interface FieldEditorProps {
  field: DraftField;
  number: number;
  /** The fields above it, which a condition may name; undefined for a column (no conditions). */
  earlier?: readonly DraftField[];
  issues: readonly TemplateIssue[];
  onChange: (next: DraftField) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  first: boolean;
  last: boolean;
}

const numberOrUndefined = (value: string | number) => (typeof value === 'number' ? value : undefined);

export function FieldEditor({
  field,
  number,
  earlier,
  issues,
  onChange,
  onMove,
  onRemove,
  first,
  last,
}: FieldEditorProps) {
  const { t } = useT();
  const [options, setOptions] = useState(() => optionsText(field.options));
  const set = (key: string, value: unknown) => {
    const next: DraftField = { ...field };
    if (value === undefined || value === '') delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const title = t('templates.field.title', { number, label: field.label || field.key });
  const kinds = earlier ? FIELD_KINDS : COLUMN_KINDS;
  const condition = field.showWhen as ShowWhen | undefined;
  const columns = (Array.isArray(field.columns) ? field.columns : []) as DraftField[];
  const labels = (field.labels ?? {}) as { es?: string };
  return (
    <Paper withBorder p="md" component="fieldset" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{title}</Text>
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            aria-label={`${t('templates.field.up')}: ${title}`}
            disabled={first}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp aria-hidden size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`${t('templates.field.down')}: ${title}`}
            disabled={last}
            onClick={() => onMove(1)}
          >
            <IconArrowDown aria-hidden size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${t('templates.field.remove')}: ${title}`}
            onClick={onRemove}
          >
            <IconTrash aria-hidden size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <Stack gap="xs">
        <Group grow>
          <Select
            label={t('templates.field.kind')}
            data={kinds.map((kind) => ({ value: kind, label: t(`templates.kind.${kind}`) }))}
            value={field.kind}
            allowDeselect={false}
            onChange={(kind) => kind && onChange(withKind(field, kind as ReportFieldKind))}
          />
          <TextInput
            label={t('templates.field.key')}
            value={field.key}
            onChange={(e) => set('key', e.currentTarget.value)}
          />
        </Group>
        <Group grow>
          <TextInput
            label={t('templates.field.label')}
            value={field.label}
            onChange={(e) => onChange({ ...field, label: e.currentTarget.value })}
          />
          <TextInput
            label={t('templates.field.labelEs')}
            value={labels.es ?? ''}
            onChange={(e) => set('labels', e.currentTarget.value ? { es: e.currentTarget.value } : undefined)}
          />
        </Group>
        <Checkbox
          label={t('templates.field.required')}
          checked={field.required === true}
          onChange={(e) => set('required', e.currentTarget.checked)}
        />
        {field.kind === 'number' && (
          <Group grow>
            <TextInput
              label={t('templates.field.unit')}
              value={String(field.unit ?? '')}
              onChange={(e) => set('unit', e.currentTarget.value)}
            />
            <NumberInput
              label={t('templates.field.min')}
              value={numberOrUndefined(field.min as number) ?? ''}
              onChange={(v) => set('min', numberOrUndefined(v))}
            />
            <NumberInput
              label={t('templates.field.max')}
              value={numberOrUndefined(field.max as number) ?? ''}
              onChange={(v) => set('max', numberOrUndefined(v))}
            />
          </Group>
        )}
        {field.kind === 'choice' && (
          <>
            <Textarea
              label={t('templates.field.options')}
              autosize
              minRows={2}
              value={options}
              onChange={(e) => {
                setOptions(e.currentTarget.value);
                const parsed = parseOptions(e.currentTarget.value);
                const { optionList: _, ...rest } = field;
                onChange(parsed.length > 0 ? { ...rest, options: parsed } : { ...field, options: undefined });
              }}
            />
            <TextInput
              label={t('templates.field.optionList')}
              value={String(field.optionList ?? '')}
              onChange={(e) => {
                const { options: _, ...rest } = field;
                setOptions('');
                onChange(e.currentTarget.value ? { ...rest, optionList: e.currentTarget.value } : rest);
              }}
            />
          </>
        )}
        {field.kind === 'lineItems' && (
          <Stack gap="xs" pl="md">
            <Text fw={600}>{t('templates.columns')}</Text>
            {columns.map((column, at) => (
              <FieldEditor
                key={at}
                field={column}
                number={at + 1}
                issues={issues.filter((i) => i.path.startsWith(`columns.${at}.`))}
                onChange={(next) =>
                  set(
                    'columns',
                    columns.map((c, i) => (i === at ? next : c)),
                  )
                }
                onMove={(by) => set('columns', moved(columns, at, at + by))}
                onRemove={() =>
                  set(
                    'columns',
                    columns.filter((_, i) => i !== at),
                  )
                }
                first={at === 0}
                last={at === columns.length - 1}
              />
            ))}
            <Button
              variant="subtle"
              leftSection={<IconPlus aria-hidden />}
              onClick={() =>
                set('columns', [
                  ...columns,
                  newField(
                    'text',
                    columns.map((c) => c.key),
                  ),
                ])
              }
            >
              {t('templates.addColumn')}
            </Button>
          </Stack>
        )}
        {earlier && (
          <Group grow>
            <Select
              label={t('templates.field.condition')}
              data={[
                { value: '', label: t('templates.field.always') },
                ...earlier.map((f) => ({ value: f.key, label: f.label || f.key })),
              ]}
              value={condition?.field ?? ''}
              allowDeselect={false}
              onChange={(key) => set('showWhen', key ? { field: key, notEmpty: true } : undefined)}
            />
            {condition && (
              <TextInput
                label={t('templates.field.equals')}
                value={'equals' in condition ? String(condition.equals) : ''}
                onChange={(e) => {
                  const text = e.currentTarget.value;
                  const named = earlier.find((f) => f.key === condition.field);
                  const equals =
                    named?.kind === 'checkbox'
                      ? text === 'true'
                      : named?.kind === 'number' && text !== ''
                        ? Number(text)
                        : text;
                  set(
                    'showWhen',
                    text === ''
                      ? { field: condition.field, notEmpty: true }
                      : { field: condition.field, equals },
                  );
                }}
              />
            )}
          </Group>
        )}
        {issues
          // A column's own issues show in the column's editor.
          .filter((i) => earlier === undefined || !i.path.startsWith('columns.'))
          .map((issue, at) => (
            <Alert key={at} color="red" role="alert" p="xs">
              {issue.path ? `${issue.path}: ` : ''}
              {issue.message}
            </Alert>
          ))}
      </Stack>
    </Paper>
  );
}
