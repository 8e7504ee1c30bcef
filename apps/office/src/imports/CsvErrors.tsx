// INT-3: the lines of a CSV that could not become rows, each with what is wrong, in words.
import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { assertNever } from '@fieldops/contract';
import { useT } from '../i18n/i18n';
import type { CsvError } from './csv-rows';

export function useCsvErrorText(): (error: CsvError) => string {
  const { t } = useT();
  return (e) => {
    switch (e.error) {
      case 'unclosedQuote':
      case 'textAfterQuote':
      case 'empty':
      case 'noRows':
        return t(`imports.csvError.${e.error}`);
      case 'unknownColumn':
      case 'missingColumn':
      case 'repeatedColumn':
        return t(`imports.csvError.${e.error}`, { column: e.column });
      case 'fieldCount':
        return t('imports.csvError.fieldCount', { expected: e.expected, found: e.found });
      case 'notNumber':
      case 'notYesNo':
        return t(`imports.csvError.${e.error}`, { column: e.column, value: e.value });
      default:
        return assertNever(e);
    }
  };
}

export function CsvErrors({ errors }: { errors: readonly CsvError[] }) {
  const { t } = useT();
  const text = useCsvErrorText();
  if (errors.length === 0) return null;
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t('imports.csvErrors')} role="alert">
      <List size="sm" aria-label={t('imports.csvErrors')}>
        {errors.map((error, i) => (
          <List.Item key={`${error.line}-${i}`}>
            <Text span fw={500} size="sm">
              {t('imports.line')} {error.line}:
            </Text>{' '}
            {text(error)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
