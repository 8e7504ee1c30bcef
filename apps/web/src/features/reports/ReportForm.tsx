// REPORT-2: the one renderer for every template. Fields show in template order; a field with a
// show-when condition shows only while it holds (the contract's shownFieldKeys, the same rule the
// validation and the server use). Each kind has its input; errors come from the contract's
// validateReport and sit next to their field.
import { Stack } from '@mantine/core';
import { type ReportField, assertNever, shownFieldKeys } from '@fieldops/contract';
import { LineItemsInput } from './fields/LineItemsInput';
import { PhotosInput } from './fields/PhotosInput';
import { SignatureInput } from './fields/SignatureInput';
import { SimpleFieldInput } from './fields/SimpleFieldInput';
import type { FormContext, ValueUpdate } from './form-types';

export interface ReportFormProps {
  fields: readonly ReportField[];
  values: Readonly<Record<string, unknown>>;
  onChange: (key: string, update: ValueUpdate) => void;
  context: FormContext;
}

function FieldInput({
  field,
  value,
  onChange,
  context,
}: {
  field: ReportField;
  value: unknown;
  onChange: (update: ValueUpdate) => void;
  context: FormContext;
}) {
  switch (field.kind) {
    case 'lineItems':
      return <LineItemsInput field={field} value={value} onChange={onChange} context={context} />;
    case 'photos':
      return <PhotosInput field={field} value={value} onChange={onChange} context={context} />;
    case 'signature':
      return <SignatureInput field={field} value={value} onChange={onChange} context={context} />;
    case 'text':
    case 'longText':
    case 'number':
    case 'date':
    case 'time':
    case 'choice':
    case 'checkbox':
      return (
        <SimpleFieldInput
          field={field}
          value={value}
          onChange={onChange}
          error={context.errors.get(field.key)}
          readOnly={context.readOnly}
          optionLists={context.optionLists}
        />
      );
    default:
      return assertNever(field);
  }
}

export function ReportForm({ fields, values, onChange, context }: ReportFormProps) {
  const shown = shownFieldKeys(fields, values);
  return (
    <Stack gap="lg">
      {fields
        .filter((field) => shown.has(field.key))
        .map((field) => (
          <FieldInput
            key={field.key}
            field={field}
            value={values[field.key]}
            onChange={(update) => onChange(field.key, update)}
            context={context}
          />
        ))}
    </Stack>
  );
}
