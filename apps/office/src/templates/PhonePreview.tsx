// OFFICE-4: the template as a phone shows it: a 390 px frame drawing each kind the field app
// renders (the same kinds, large touch inputs, its language), conditions live: tick a box or pick a
// choice and the fields under it appear. A preview, not the field app: nothing is saved.
import {
  Box,
  Button,
  Checkbox,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { assertNever, type ReportField, shownFieldKeys } from '@fieldops/contract';
import { useMemo, useState } from 'react';
import { type Locale, LOCALES, useT } from '../i18n/i18n';
import { type DraftField, previewFields } from './draft-fields';

export const PHONE_WIDTH_PX = 390;

type Labelled = { label: string; labels?: { es?: string } };
const labelIn = (item: Labelled, locale: Locale) =>
  locale === 'es' ? (item.labels?.es ?? item.label) : item.label;

export function PhonePreview({ reportName, fields }: { reportName: string; fields: readonly DraftField[] }) {
  const { t } = useT();
  const [locale, setLocale] = useState<Locale>('en');
  const [values, setValues] = useState<Record<string, unknown>>({});
  const shownFields = useMemo(() => previewFields(fields), [fields]);
  const shown = shownFieldKeys(shownFields, values);
  const setValue = (key: string, value: unknown) => setValues((previous) => ({ ...previous, [key]: value }));
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('templates.preview')}</Text>
      <SegmentedControl
        aria-label={t('templates.previewLanguage')}
        data={LOCALES.map((l) => ({ value: l, label: l.toUpperCase() }))}
        value={locale}
        onChange={(value) => setLocale(value === 'es' ? 'es' : 'en')}
      />
      <Paper
        withBorder
        radius="xl"
        p="md"
        role="region"
        aria-label={t('templates.preview')}
        style={{ width: PHONE_WIDTH_PX, maxWidth: '100%' }}
        data-testid="phone-preview"
      >
        <Stack gap="md">
          <Title order={3}>{reportName}</Title>
          {shownFields
            .filter((field) => shown.has(field.key))
            .map((field) => (
              <Box key={field.key}>
                <PreviewField
                  field={field}
                  locale={locale}
                  value={values[field.key]}
                  onChange={(v) => setValue(field.key, v)}
                />
              </Box>
            ))}
          <Button size="xl" fullWidth disabled>
            {t('templates.preview.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

interface PreviewFieldProps {
  field: ReportField;
  locale: Locale;
  value: unknown;
  onChange: (value: unknown) => void;
}

function PreviewField({ field, locale, value, onChange }: PreviewFieldProps) {
  const { t } = useT();
  const label = labelIn(field, locale);
  const common = { label, required: field.required, size: 'lg' as const };
  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'longText':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          {...(field.unit ? { rightSection: field.unit } : {})}
          value={typeof value === 'number' ? value : ''}
          onChange={onChange}
        />
      );
    case 'date':
      return <TextInput {...common} type="date" />;
    case 'time':
      return <TextInput {...common} type="time" />;
    case 'choice':
      return (
        <Select
          {...common}
          data={(field.options ?? []).map((o) => ({ value: o.value, label: labelIn(o, locale) }))}
          placeholder={field.optionList}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={label}
          size="lg"
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'photos':
      return (
        <Stack gap={4}>
          <Text fw={500}>{label}</Text>
          <Button variant="light" size="lg">
            {t('templates.preview.addPhoto')}
          </Button>
        </Stack>
      );
    case 'signature':
      return (
        <Stack gap={4}>
          <Text fw={500}>{label}</Text>
          <Paper withBorder h={120} p="xs">
            <Text c="dimmed">{t('templates.preview.sign')}</Text>
          </Paper>
        </Stack>
      );
    case 'lineItems':
      return (
        <Stack gap={4}>
          <Text fw={500}>{label}</Text>
          <Table>
            <Table.Thead>
              <Table.Tr>
                {field.columns.map((column) => (
                  <Table.Th key={column.key}>{labelIn(column, locale)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
          </Table>
          <Button variant="light">{t('templates.preview.addRow')}</Button>
        </Stack>
      );
    default:
      return assertNever(field);
  }
}
