// TS-6 ts-calendar: a week, Monday to Sunday, each day with its state (nothing yet, draft, not
// sent, confirmed) and its open errors and warnings, previous and next week, and a day picker.
// Opening a week online asks the server for it (TS-2); offline the device's copy shows.
// MISC-5: with the new timesheet UI on, a month calendar replaces the week list.
import { useEffect, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Group, Paper, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
// UX-1: Mantine's calendars name months and weekdays through dayjs, so Spanish is loaded for them.
import 'dayjs/locale/es';
import { addDays, mondayOf, validateTimesheet } from '@fieldops/contract';
import { useSessionUser } from '../../db/session-user';
import { type CalendarDay, useTimesheets } from '../../timesheets/days';
import { formatDay } from '../../i18n/format';
import { currentLocale, t } from '../../i18n/messages';
import { timesheetSync } from '../../timesheets/week-sync';
import { timesheetFlags } from '../../timesheets/flags';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { useOnline } from '../../ui/useOnline';
import { DayStateText } from './DayStateText';
import { userProblem } from './DayFrame';
import { MonthCalendar } from './MonthCalendar';
import { ForemanPicker } from './ForemanPicker';
import { dayHref, useSelectedDate, useSelectedForeman } from './useDayEditor';

export function TimesheetCalendarPage() {
  const date = useSelectedDate();
  const monday = mondayOf(date);
  const dates = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const foreman = useSelectedForeman();
  const days = useTimesheets(dates, foreman);
  const user = useSessionUser();
  const online = useOnline();
  const navigate = useNavigate();
  const flags = useSyncExternalStore(timesheetFlags.subscribe, timesheetFlags.get);

  useEffect(() => {
    if (online) void timesheetSync.syncWeek(monday);
  }, [online, monday]);

  const go = (to: string) => void navigate(dayHref('/ts-calendar', to));
  const problem = user === undefined ? null : userProblem(user);
  return (
    <Page title={t('page.tsCalendar')}>
      <DatesProvider settings={{ firstDayOfWeek: 1, locale: currentLocale() }}>
        <Group justify="space-between" wrap="wrap">
          <Button size="lg" variant="light" onClick={() => go(addDays(monday, -7))}>
            {t('ts.week.previous')}
          </Button>
          <Text fw={600} size="lg" aria-live="polite">
            {t('ts.week.of', {
              from: formatDay(monday, 'dayMonth'),
              to: formatDay(addDays(monday, 6), 'dayMonthYear'),
            })}
          </Text>
          <Button size="lg" variant="light" onClick={() => go(addDays(monday, 7))}>
            {t('ts.week.next')}
          </Button>
        </Group>
        <DatePickerInput
          label={t('ts.week.pick')}
          size="lg"
          value={date}
          valueFormatter={({ date: day }) => (typeof day === 'string' ? formatDay(day.slice(0, 10)) : '')}
          onChange={(value) => value && go(dayjs(value).format('YYYY-MM-DD'))}
          maw={320}
        />
        {user && <ForemanPicker user={user} foreman={foreman} />}
        {!online && <Text c="dimmed">{t('ts.week.offline')}</Text>}
        {problem && (
          <Alert color="yellow" role="status">
            {problem}
          </Alert>
        )}
        {days === undefined ? (
          <Loading label={t('ts.loading')} />
        ) : flags.newTimesheetUi ? (
          <MonthCalendar date={date} />
        ) : (
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, md: 4 }}
            spacing="sm"
            p={0}
            aria-label={t('ts.week.label')}
            style={{ listStyle: 'none' }}
          >
            {dates.map((d) => (
              <li key={d}>
                <DayCard date={d} local={days[d]} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </DatesProvider>
    </Page>
  );
}

function DayCard({ date, local }: { date: string; local: CalendarDay | undefined }) {
  const results = local ? validateTimesheet(local.timesheet) : [];
  return (
    <Paper
      component={Link}
      to={dayHref('/ts-jobs', date)}
      withBorder
      p="md"
      radius="md"
      mih={96}
      display="block"
      style={{ color: 'inherit', textDecoration: 'none' }}
      // UX-2: a card that is a link shows the theme's focus ring like every other control.
      className="mantine-focus-auto"
    >
      {/* UX-2: the link is named by what it shows ("Monday, November 23: Confirmed"), so speech
          control finds it by the words on screen. */}
      <Text fw={700} size="lg">
        {formatDay(date, 'weekday')}
        <VisuallyHidden>:</VisuallyHidden>
      </Text>
      <DayStateText local={local} results={results} />
    </Paper>
  );
}
