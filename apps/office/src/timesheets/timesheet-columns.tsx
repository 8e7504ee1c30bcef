// OFFICE-8: the review table's columns: the day, its foreman, its state and the office's latest
// review (with the comment of a return), and for a confirmed day not yet approved, approve and
// return. A draft waits for its foreman; an approved day is locked until returned.
import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { OfficeTimesheetRow } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { officeCall, type CallFailure } from '../api/office-call';
import { useT } from '../i18n/i18n';
import { dayInWords } from './pay-period';

interface Actions {
  onReviewed: () => void;
  onRefused: (failure: CallFailure) => void;
  onReturn: (day: OfficeTimesheetRow) => void;
}

function State({ day }: { day: OfficeTimesheetRow }) {
  const { t } = useT();
  const review = day.review;
  if (review?.decision === 'approved')
    return (
      <Badge variant="dot" color="green">
        {t('timesheets.state.approved')}
      </Badge>
    );
  return (
    <Stack gap={2}>
      <Badge color={day.status === 'confirmed' ? 'blue' : 'gray'} variant="dot">
        {t(day.status === 'confirmed' ? 'timesheets.state.confirmed' : 'timesheets.state.draft')}
      </Badge>
      {review?.decision === 'returned' && (
        <Text size="xs">
          {t('timesheets.returnedWith', { comment: review.comment ?? '', by: review.reviewedBy })}
        </Text>
      )}
    </Stack>
  );
}

export function useTimesheetColumns({
  onReviewed,
  onRefused,
  onReturn,
}: Actions): ColumnDef<OfficeTimesheetRow>[] {
  const { t, locale } = useT();
  return useMemo<ColumnDef<OfficeTimesheetRow>[]>(() => {
    const approve = (day: OfficeTimesheetRow) =>
      void officeCall('officeReviewTimesheet', {
        params: { id: day.timeSheetID },
        body: { decision: 'approved' },
      }).then((result) => (result.ok ? onReviewed() : onRefused(result.failure)));
    const columns: ColumnDef<OfficeTimesheetRow>[] = [
      { id: 'date', header: t('timesheets.col.date'), accessorFn: (d) => dayInWords(d.date, locale) },
      { id: 'foreman', header: t('timesheets.col.foreman'), accessorFn: (d) => d.foreman.name },
      { id: 'jobs', header: t('timesheets.col.jobs'), accessorKey: 'jobs' },
      { id: 'crew', header: t('timesheets.col.crew'), accessorKey: 'crew' },
      { id: 'state', header: t('timesheets.col.state'), cell: ({ row }) => <State day={row.original} /> },
      {
        id: 'actions',
        header: t('timesheets.col.actions'),
        cell: ({ row }) => {
          const day = row.original;
          if (day.status !== 'confirmed' || day.review?.decision === 'approved') return null;
          const which = (
            <>
              {' '}
              <VisuallyHidden>{`${day.foreman.name} ${dayInWords(day.date, locale)}`}</VisuallyHidden>
            </>
          );
          return (
            <Group gap="xs" wrap="nowrap">
              <Button size="xs" onClick={() => approve(day)}>
                {t('timesheets.approve')}
                {which}
              </Button>
              <Button size="xs" variant="default" onClick={() => onReturn(day)}>
                {t('timesheets.return')}
                {which}
              </Button>
            </Group>
          );
        },
      },
    ];
    return columns.map((c) => ({ ...c, enableSorting: false }));
  }, [t, locale, onReviewed, onRefused, onReturn]);
}
