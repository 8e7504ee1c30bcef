// A day's state in words, for the calendar: nothing yet, draft, not sent, confirmed, and how many
// errors and unexplained warnings the rules find in it. QUEUE-9: a day whose changes wait behind a
// save the server refused or that failed 3 times says it needs the foreman.
import { Group, Text } from '@mantine/core';
import type { ValidationResult } from '@fieldops/contract';
import type { CalendarDay } from '../../timesheets/days';
import { officeReviewOf } from '../../timesheets/office-review';
import { t } from '../../i18n/messages';

export function dayStateLabel(local: CalendarDay | undefined, results: readonly ValidationResult[]): string {
  if (!local) return t('ts.state.empty');
  const state = local.timesheet.status === 'confirmed' ? t('ts.state.confirmed') : t('ts.state.draft');
  const parts = [state];
  // OFFICE-8: what the office made of the day, in the week's words too.
  const review = officeReviewOf(local.timesheet)?.kind;
  if (review) parts.push(t(review === 'approved' ? 'ts.state.approved' : 'ts.state.returned'));
  if (local.held) parts.push(t('ts.state.held'));
  else if (local.queueID !== null) parts.push(t('ts.state.notSent'));
  const errors = results.filter((r) => r.severity === 'error').length;
  const warnings = results.filter((r) => r.severity === 'warning' && !r.explained).length;
  if (errors > 0) parts.push(t('ts.state.errors', { count: errors }));
  if (warnings > 0) parts.push(t('ts.state.warnings', { count: warnings }));
  return parts.join(', ');
}

export function DayStateText(props: {
  local: CalendarDay | undefined;
  results: readonly ValidationResult[];
}) {
  const { local } = props;
  const color = !local ? 'dimmed' : local.timesheet.status === 'confirmed' ? 'green' : 'blue';
  return (
    <Group gap={6}>
      <Text c={color}>{dayStateLabel(local, props.results)}</Text>
    </Group>
  );
}
