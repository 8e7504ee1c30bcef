// REPORT-2: one input for a field holding one plain value (text, long text, number, date, time,
// choice, checkbox), top-level or in a line-item row. Labelled by the template's label, required
// marked, the template's help as description, the error right under the input. Large (gloves).
import { useState } from 'react';
import { Checkbox, NativeSelect, TextInput, Textarea } from '@mantine/core';
import { type OptionListEntry, assertNever } from '@fieldops/contract';
import { t } from '../../../i18n/messages';
import { optionLabel } from '../../../i18n/template-text';
import type { SimpleField } from '../form-types';

export interface SimpleFieldInputProps {
  field: SimpleField;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string | undefined;
  readOnly: boolean;
  optionLists: Readonly<Record<string, OptionListEntry[]>>;
}

/** The typed text of a number field as the value: a number, the text itself when it is not one (validation says so), or undefined. */
export function parseNumberText(text: string): number | string | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) && Number.isFinite(number) ? number : text;
}

function rangeHint(field: Extract<SimpleField, { kind: 'number' }>): string | undefined {
  const unit = field.unit ? ` ${field.unit}` : '';
  if (field.min !== undefined && field.max !== undefined) return `${field.min}–${field.max}${unit}`;
  if (field.min !== undefined) return `≥ ${field.min}${unit}`;
  if (field.max !== undefined) return `≤ ${field.max}${unit}`;
  return undefined;
}

function NumberFieldInput({
  field,
  value,
  onChange,
  error,
  readOnly,
}: SimpleFieldInputProps & { field: Extract<SimpleField, { kind: 'number' }> }) {
  const shown = value === undefined || value === null ? '' : String(value);
  // Kept as typed ("1." or "0,5"), so typing is never rewritten under the user's fingers.
  const [text, setText] = useState(shown);
  // A value changed from outside (a draft loaded) shows as stored.
  const current = parseNumberText(text) === value ? text : shown;
  const description = [field.help, rangeHint(field)].filter(Boolean).join(' · ') || undefined;
  return (
    <TextInput
      size="lg"
      label={field.label}
      withAsterisk={field.required}
      aria-required={field.required}
      description={description}
      inputMode={
        field.step !== undefined && Number.isInteger(field.step) && (field.min ?? 0) >= 0
          ? 'numeric'
          : 'decimal'
      }
      rightSection={field.unit}
      rightSectionWidth={field.unit ? 56 : undefined}
      value={current}
      readOnly={readOnly}
      error={error}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(parseNumberText(event.currentTarget.value));
      }}
    />
  );
}

function ChoiceFieldInput({
  field,
  value,
  onChange,
  error,
  readOnly,
  optionLists,
}: SimpleFieldInputProps & { field: Extract<SimpleField, { kind: 'choice' }> }) {
  const options =
    field.options ??
    (optionLists[field.optionList ?? ''] ?? []).map((e) => ({ value: e.value, label: optionLabel(e) }));
  const common = {
    size: 'lg' as const,
    label: field.label,
    withAsterisk: field.required,
    'aria-required': field.required,
    error,
  };
  if (options.length === 0) {
    // The option list is not cached yet: typing the value still works; the server checks it.
    return (
      <TextInput
        {...common}
        description={[field.help, t('reports.noOptions')].filter(Boolean).join(' · ')}
        value={typeof value === 'string' ? value : ''}
        readOnly={readOnly}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      />
    );
  }
  return (
    <NativeSelect
      {...common}
      description={field.help}
      data={[{ value: '', label: t('reports.chooseOption') }, ...options]}
      value={typeof value === 'string' ? value : ''}
      disabled={readOnly}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
    />
  );
}

export function SimpleFieldInput(props: SimpleFieldInputProps) {
  const { field, value, onChange, error, readOnly } = props;
  const common = {
    size: 'lg' as const,
    label: field.label,
    withAsterisk: field.required,
    'aria-required': field.required,
    description: field.help,
    error,
    readOnly,
  };
  switch (field.kind) {
    case 'number':
      return <NumberFieldInput {...props} field={field} />;
    case 'choice':
      return <ChoiceFieldInput {...props} field={field} />;
    case 'checkbox':
      return (
        <Checkbox
          size="lg"
          label={field.label}
          description={field.help}
          aria-required={field.required}
          checked={value === true}
          disabled={readOnly}
          error={error}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'longText':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          maxLength={field.maxLength}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
        />
      );
    case 'date':
    case 'time':
      return (
        <TextInput
          {...common}
          type={field.kind}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
        />
      );
    case 'text':
      return (
        <TextInput
          {...common}
          maxLength={field.maxLength}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
        />
      );
    default:
      return assertNever(field);
  }
}
