// OFFICE-7: what the office made of a sent report, in the foreman's words: "Has issues" with the
// office's comment (he corrects it and sends it again), or approved. Received says nothing: every
// sent report is received.
import { Alert, Badge, Button, Text } from '@mantine/core';
import type { ReportReview } from '@fieldops/contract';
import { reopenReportForRevision, type LocalReport } from '../../db';
import { t } from '../../i18n/messages';

/** The review worth showing: from the office, on a report that is not a revision on its way. */
export function shownReview(report: LocalReport | null | undefined): ReportReview | null {
  const review = report?.review;
  if (!report || !review || review.state === 'received' || report.status === 'waiting') return null;
  return review;
}

export function ReviewBadge({ report }: { report: LocalReport }) {
  const review = shownReview(report);
  if (!review || report.status !== 'sent') return null;
  return review.state === 'hasIssues' ? (
    <>
      <Badge color="red">{t('reports.review.hasIssues')}</Badge>
      {review.comment && <Text size="sm">{t('reports.review.comment', { comment: review.comment })}</Text>}
    </>
  ) : (
    <Badge color="teal">{t('reports.review.approved')}</Badge>
  );
}

/** On the report: the office's comment, and (while sent) the way to correct it. */
export function ReviewAlert({ report }: { report: LocalReport | null }) {
  const review = shownReview(report);
  if (!report || review?.state !== 'hasIssues') return null;
  return (
    <Alert color="red" mb="md" role="status" title={t('reports.review.hasIssues')}>
      {review.comment && <Text>{t('reports.review.comment', { comment: review.comment })}</Text>}
      {report.status === 'sent' ? (
        <Button mt="sm" size="md" onClick={() => void reopenReportForRevision(report.referenceCode)}>
          {t('reports.review.revise')}
        </Button>
      ) : (
        <Text mt="xs">{t('reports.review.reviseHelp')}</Text>
      )}
    </Alert>
  );
}
