// MISC-5, new timesheet UI (flag newTimesheetUi): a month calendar in place of the week list, each
// day marked with its state; choosing a day opens its jobs.
import { useNavigate } from 'react-router';
import { Indicator } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTimesheets } from '../../timesheets/days';
import { t } from '../../i18n/messages';
import { dayHref, useSelectedForeman } from './useDayEditor';

export function MonthCalendar({ date }: { date: string }) {
  const navigate = useNavigate();
  const first = dayjs(date).startOf('month');
  const dates = Array.from({ length: first.daysInMonth() }, (_, i) =>
    first.add(i, 'day').format('YYYY-MM-DD'),
  );
  const days = useTimesheets(dates, useSelectedForeman()) ?? {};
  return (
    <DatePicker
      aria-label={t('ts.month.label')}
      size="lg"
      defaultDate={first.format('YYYY-MM-DD')}
      value={date}
      onChange={(value) => value && void navigate(dayHref('/ts-jobs', dayjs(value).format('YYYY-MM-DD')))}
      renderDay={(day) => {
        const local = days[dayjs(day).format('YYYY-MM-DD')];
        const color = !local ? undefined : local.timesheet.status === 'confirmed' ? 'green' : 'blue';
        return (
          <Indicator size={8} color={color} offset={-2} disabled={!local}>
            <div>{dayjs(day).date()}</div>
          </Indicator>
        );
      }}
    />
  );
}
