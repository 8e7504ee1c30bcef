// TS-3 on the device: the rules' results, each with its severity and what it is about (job,
// person, field), written from its code and values in the device's language (UX-1). Errors first:
// they block confirmation.
import { Alert, Badge, Group, List, Stack, Text } from '@mantine/core';
import type { ValidationResult } from '@fieldops/contract';
import { timesheetCheckText } from '../../i18n/check-text';
import { type MessageKey, t } from '../../i18n/messages';

const FIELD_KEYS: Record<string, MessageKey> = {
  shiftStart: 'ts.field.shiftStart',
  shiftEnd: 'ts.field.shiftEnd',
  startTime: 'ts.field.startTime',
  endTime: 'ts.field.endTime',
  lunchTaken: 'ts.field.lunchTaken',
  ignoreDayoff: 'ts.field.ignoreDayoff',
  jobID: 'ts.field.jobID',
};

/** "Job J-1042 · Lena Laborer · End time": where the result points. */
export function resultTarget(
  result: ValidationResult,
  names: Readonly<Record<number, string>>,
  jobNumbers: Readonly<Record<number, string>>,
): string {
  const parts: string[] = [];
  if (result.jobID !== null)
    parts.push(t('ts.result.job', { job: jobNumbers[result.jobID] ?? `#${result.jobID}` }));
  if (result.employeeID !== null) parts.push(names[result.employeeID] ?? `#${result.employeeID}`);
  const field = FIELD_KEYS[result.field];
  parts.push(field ? t(field) : result.field);
  return parts.join(' · ');
}

export function ValidationList(props: {
  results: readonly ValidationResult[];
  names: Readonly<Record<number, string>>;
  jobNumbers: Readonly<Record<number, string>>;
  label?: string;
}) {
  const { results, names, jobNumbers } = props;
  if (results.length === 0) {
    return (
      <Alert color="green" role="status">
        {t('ts.result.none')}
      </Alert>
    );
  }
  const sorted = [...results].sort((a, b) =>
    a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1,
  );
  return (
    <List aria-label={props.label ?? t('ts.result.label')} spacing="xs" listStyleType="none" p={0}>
      {sorted.map((r, i) => (
        <List.Item key={`${r.path}-${r.code}-${i}`}>
          <Stack gap={2}>
            <Group gap="xs" wrap="nowrap" align="start">
              <Badge color={r.severity === 'error' ? 'red' : r.explained ? 'teal' : 'yellow'} miw={96}>
                {r.severity === 'error'
                  ? t('ts.result.error')
                  : r.explained
                    ? t('ts.result.explained')
                    : t('ts.result.warning')}
              </Badge>
              <Text>{timesheetCheckText(r)}</Text>
            </Group>
            <Text size="sm" c="dimmed" pl={104}>
              {resultTarget(r, names, jobNumbers)}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}

/** The results the device refused to save with (or confirm), shown above the form. */
export function RefusedAlert(props: {
  refused: readonly ValidationResult[] | null;
  names: Readonly<Record<number, string>>;
  jobNumbers: Readonly<Record<number, string>>;
}) {
  if (!props.refused) return null;
  return (
    <Alert color="red" role="alert" title={t('ts.refused')}>
      <ValidationList results={props.refused} names={props.names} jobNumbers={props.jobNumbers} />
    </Alert>
  );
}
