// OFFICE-7: the review of one report: has issues (a comment saying what to correct, which the
// foreman sees on his device) or approved (a comment is optional). The server records who and when.
import { Button, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import type { OfficeReportRow } from '@fieldops/contract';
import { useState } from 'react';
import { type CallFailure, officeCall } from '../api/office-call';
import { useT } from '../i18n/i18n';
import { Failure } from '../ui/states';

type Decision = 'hasIssues' | 'approved';

export function ReviewForm({ report, onSaved }: { report: OfficeReportRow; onSaved: () => void }) {
  const { t } = useT();
  const [decision, setDecision] = useState<Decision>(
    report.review.state === 'approved' ? 'approved' : 'hasIssues',
  );
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  async function save() {
    setSaving(true);
    setFailure(null);
    setSaved(false);
    const body =
      decision === 'hasIssues'
        ? { state: decision, comment }
        : { state: decision, ...(comment.trim() ? { comment } : {}) };
    const result = await officeCall('officeReviewReport', { params: { id: report.reportID }, body });
    setSaving(false);
    if (!result.ok) return setFailure(result.failure);
    setComment('');
    setSaved(true);
    onSaved();
  }

  return (
    <Stack component="section" aria-labelledby="report-review-title" gap="sm">
      <Title order={3} id="report-review-title">
        {t('reports.review.title')}
      </Title>
      <Text size="sm" fw={500} id="report-review-decision">
        {t('reports.review.decision')}
      </Text>
      <SegmentedControl
        aria-labelledby="report-review-decision"
        value={decision}
        onChange={(next) => setDecision(next === 'approved' ? 'approved' : 'hasIssues')}
        data={[
          { value: 'hasIssues', label: t('reports.state.hasIssues') },
          { value: 'approved', label: t('reports.state.approved') },
        ]}
      />
      <Textarea
        label={t('reports.review.comment')}
        description={t('reports.review.commentHelp')}
        required={decision === 'hasIssues'}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        maxLength={1000}
        minRows={3}
      />
      {failure && <Failure failure={failure} />}
      {saved && (
        <Text role="status" c="green">
          {t('reports.review.saved')}
        </Text>
      )}
      <Button onClick={() => void save()} loading={saving} w="fit-content">
        {t('reports.review.save')}
      </Button>
    </Stack>
  );
}
