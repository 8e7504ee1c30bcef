// MISC-1 / TRUST-8: the landing screen after sign-in. It leads with a foreman's actions, read from
// the device database (today's jobs, what waits to be sent, days to confirm or explain), then the
// server's dashboard 1 figures. Crew and reviewers keep no timesheets: no days for them.
// TRUST-11: the figures stay hidden (mounted, so their refresh starts with the screen) until the
// device's answer is in: shown at once from the cached copy, they were pushed down by the sections
// above when those arrived (CLS 0.40 at a low-tier phone's speed). Now everything new comes below.
import { keepsTimesheets, useForemanToday } from '../../db/foreman-today';
import { t } from '../../i18n/messages';
import { useUnsentCount } from '../../queue/hooks';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { ActionLink } from './ActionLink';
import { ClockCard } from './ClockCard';
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
          {today.user?.role === 'crew' && <ClockCard user={today.user} />}
          <TodayJobs today={today} canStartDay={foreman} />
          <WaitingToSend count={unsent} />
          {foreman && (
            <ActionLink to="/crew-clock" label={t('crew.kiosk.open')} detail={t('crew.kiosk.openDetail')} />
          )}
          {foreman && <DaysToConfirm dates={today.daysToConfirm} today={today.today} />}
        </>
      )}
      <div hidden={today === undefined}>
        <ServerFigures />
      </div>
    </Page>
  );
}
