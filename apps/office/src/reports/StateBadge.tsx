// OFFICE-7: a report's review state, in the same colours on the inbox and the report.
import { Badge } from '@mantine/core';
import { assertNever, type ReportReviewState } from '@fieldops/contract';
import { useT } from '../i18n/i18n';

function colorOf(state: ReportReviewState): string {
  switch (state) {
    case 'received':
      return 'blue';
    case 'hasIssues':
      return 'red';
    case 'approved':
      return 'green';
    default:
      return assertNever(state);
  }
}

export function StateBadge({ state }: { state: ReportReviewState }) {
  const { t } = useT();
  return (
    <Badge color={colorOf(state)} variant="light">
      {t(`reports.state.${state}`)}
    </Badge>
  );
}
