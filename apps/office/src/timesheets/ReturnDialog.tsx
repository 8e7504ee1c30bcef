// OFFICE-8: returning a day needs a comment (what to correct); the foreman's day reopens with it.
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { OfficeTimesheetRow } from '@fieldops/contract';
import { type FormEvent, useState } from 'react';
import { officeCall, type CallFailure } from '../api/office-call';
import { useT } from '../i18n/i18n';
import { Failure } from '../ui/states';
import { dayInWords } from './pay-period';

interface Props {
  day: OfficeTimesheetRow;
  onClose: () => void;
  onReturned: () => void;
}

export function ReturnDialog({ day, onClose, onReturned }: Props) {
  const { t, locale } = useT();
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const missing = comment.trim() === '';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing) return;
    setSaving(true);
    const result = await officeCall('officeReviewTimesheet', {
      params: { id: day.timeSheetID },
      body: { decision: 'returned', comment: comment.trim() },
    });
    setSaving(false);
    if (result.ok) onReturned();
    else setFailure(result.failure);
  };
  const title = t('timesheets.returnTitle', {
    foreman: day.foreman.name,
    date: dayInWords(day.date, locale),
  });
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Textarea
            required
            autosize
            minRows={3}
            maxLength={1000}
            label={t('timesheets.comment')}
            description={t('timesheets.commentHint')}
            value={comment}
            error={tried && missing ? t('timesheets.commentRequired') : undefined}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          {failure && <Failure failure={failure} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('timesheets.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('timesheets.return')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
