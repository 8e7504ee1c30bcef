// TS-6 ts-confirmation: the day's summary, totals per person (worked, lunch, paid hours and the
// server's subsistence), every result of the rules with its severity, and Confirm, which stays
// disabled until nothing blocks (`isConfirmable`: no error, every warning explained) and the day has
// come (TSX-4); it asks once, showing the totals, before the day is confirmed.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { crewTotals, isConfirmable, isDayAhead, todayIn } from '@fieldops/contract';
import { useSubsistence } from '../../timesheets/week-store';
import { formatClock, formatDay } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { FormActions } from '../../ui/FormActions';
import { peopleOf, validationContext } from './day-model';
import { ConfirmDayModal } from './ConfirmDayModal';
import { CrewTotalsTable } from './CrewTotalsTable';
import { DayFrame } from './DayFrame';
import { ExportWeek } from './ExportWeek';
import { RefusedAlert, ValidationList } from './ValidationList';
import { dayHref, useDayEditor, useSelectedDate } from './useDayEditor';

export function TimesheetConfirmationPage() {
  const date = useSelectedDate();
  const editor = useDayEditor(date);
  const subsistence = useSubsistence(date);
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const { day, draft } = editor;
  if (!day || !draft)
    return <DayFrame title={t('page.tsConfirmation')} date={date} editor={editor} children={null} />;
  const names = peopleOf(day);
  const { jobNumbers = {}, rules } = validationContext(day);
  const totals = crewTotals(draft, rules, day.companyTimeZone);
  const zone = draft.timeZone ?? day.companyTimeZone;
  const ahead = isDayAhead(date, zone);
  const confirmable = isConfirmable(editor.results) && draft.jobs.length > 0 && !ahead;
  // The server's subsistence holds for the day it was computed for: not for changes not sent yet.
  const serverSubsistence =
    subsistence && !day.queued && subsistence.timeSheetID === draft.timeSheetID ? subsistence.entries : null;

  async function confirm() {
    setAsking(false);
    const result = await editor.save(draft, { confirm: true });
    if (result?.ok) {
      notifications.show({ message: t('ts.confirm.done'), color: 'green' });
      void navigate(dayHref('/ts-calendar', date));
    }
  }

  return (
    <DayFrame title={t('page.tsConfirmation')} date={date} editor={editor}>
      <RefusedAlert refused={editor.refused} names={names} jobNumbers={jobNumbers} />
      <Text>
        {t('ts.confirm.summary', {
          start: formatClock(draft.shiftStart),
          end: formatClock(draft.shiftEnd),
          jobs: draft.jobs.length,
          people: totals.length,
        })}
      </Text>
      <Title order={2} size="h3">
        {t('ts.totals.title')}
      </Title>
      {totals.length === 0 ? (
        <Alert color="gray" role="status">
          {t('ts.totals.empty')}
        </Alert>
      ) : (
        <CrewTotalsTable totals={totals} names={names} subsistence={serverSubsistence} />
      )}
      <Title order={2} size="h3">
        {t('ts.result.title')}
      </Title>
      <ValidationList results={editor.results} names={names} jobNumbers={jobNumbers} />
      {editor.confirmed && !editor.sendRefused ? (
        <Alert color="green" role="status">
          {t('ts.confirm.already')}
        </Alert>
      ) : (
        <>
          {!confirmable && (
            <Text c="dimmed" id="ts-confirm-why">
              {ahead
                ? t('ts.confirm.dayAhead', { today: formatDay(todayIn(zone)) })
                : t('ts.confirm.blocked')}
            </Text>
          )}
          <ConfirmDayModal
            opened={asking}
            date={date}
            totals={totals}
            names={names}
            onConfirm={() => void confirm()}
            onCancel={() => setAsking(false)}
          />
          {/* UX-3: the day's one decision sits in thumb reach on a phone, as the day's saves do. */}
          <FormActions>
            <Button
              size="xl"
              color="green"
              disabled={!confirmable}
              onClick={() => setAsking(true)}
              aria-describedby={confirmable ? undefined : 'ts-confirm-why'}
            >
              {t('ts.confirm.button')}
            </Button>
          </FormActions>
        </>
      )}
      {day.user && <ExportWeek foremanID={draft.foremanID ?? day.user.employeeID} date={date} />}
    </DayFrame>
  );
}
