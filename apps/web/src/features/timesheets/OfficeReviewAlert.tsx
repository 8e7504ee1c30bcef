// OFFICE-8: the office's review of the day in plain words, above the day's screens: approved and
// locked (nothing to edit, nothing to save), or returned with the office's comment to correct.
import { Alert, Text } from '@mantine/core';
import { assertNever } from '@fieldops/contract';
import type { OfficeReviewState } from '../../timesheets/office-review';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/messages';

export function OfficeReviewAlert({ state }: { state: OfficeReviewState }) {
  if (!state) return null;
  const by = t('ts.review.by', {
    who: state.review.reviewedBy,
    when: formatDateTime(state.review.reviewedAt),
  });
  switch (state.kind) {
    case 'approved':
      return (
        <Alert color="green" role="status" title={t('ts.review.approved')}>
          <Text>{t('ts.review.approvedHelp')}</Text>
          <Text size="sm" c="dimmed">
            {by}
          </Text>
        </Alert>
      );
    case 'returned':
      return (
        <Alert
          color="orange"
          role="status"
          title={t('ts.review.returned', { comment: state.review.comment ?? '' })}
        >
          <Text>{t('ts.review.returnedHelp')}</Text>
          <Text size="sm" c="dimmed">
            {by}
          </Text>
        </Alert>
      );
    default:
      return assertNever(state);
  }
}
