// TRUST-8: the jobs a foreman works today, each a tap to its job page: those of today's
// timesheet; before today's day is made, the open jobs on the device, with a way to start the day.
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ForemanToday } from '../../db/foreman-today';
import { t } from '../../i18n/messages';
import { ActionLink } from './ActionLink';

export function TodayJobs({ today, canStartDay }: { today: ForemanToday; canStartDay: boolean }) {
  const fromTimesheet = today.jobsFrom === 'timesheet';
  return (
    <Stack gap="xs" component="section" aria-labelledby="dashboard-jobs">
      <Title order={2} size="h3" id="dashboard-jobs">
        {t(fromTimesheet ? 'dashboard.todayJobs' : 'dashboard.yourJobs')}
      </Title>
      {!fromTimesheet && canStartDay && (
        <Text c="dimmed">
          {t('dashboard.noDayYet')}{' '}
          <Anchor component={Link} to={`/ts-jobs?date=${today.today}`} fw={600}>
            {t('dashboard.startDay')}
          </Anchor>
        </Text>
      )}
      {today.jobs.length === 0 ? (
        <Text>{t('dashboard.noJobs')}</Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-labelledby="dashboard-jobs"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {today.jobs.map((job) => (
            <li key={job.jobID}>
              <ActionLink to={`/jobs/${job.jobID}/job-page`} label={job.jobNumber} detail={job.address} />
            </li>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to="/job-list" size="md" py="xs">
        {t('dashboard.allJobs')}
      </Anchor>
    </Stack>
  );
}
