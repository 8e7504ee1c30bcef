// MISC-1 / TRUST-8: the landing screen after sign-in. It leads with a foreman's actions, read from
// the device database (today's jobs, what waits to be sent, days to confirm or explain), then the
// server's dashboard 1 figures. Crew and reviewers keep no timesheets: no days for them.
import { keepsTimesheets, useForemanToday } from '../../db/foreman-today';
import { t } from '../../i18n/messages';
import { useUnsentCount } from '../../queue/hooks';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { ServerFigures } from './ServerFigures';
import { TodayJobs } from './TodayJobs';
import { DaysToConfirm, WaitingToSend } from './WaitingAndDays';

export function DashboardPage() {
  const today = useForemanToday();
  const unsent = useUnsentCount();
  const foreman = today ? keepsTimesheets(today.user) : false;
  return (
    <Page title={t('page.dashboard')}>
      {today === undefined ? (
        <Loading label={t('dashboard.loadingToday')} />
      ) : (
        <>
          <TodayJobs today={today} canStartDay={foreman} />
          <WaitingToSend count={unsent} />
          {foreman && <DaysToConfirm dates={today.daysToConfirm} today={today.today} />}
        </>
      )}
      <ServerFigures />
    </Page>
  );
}
