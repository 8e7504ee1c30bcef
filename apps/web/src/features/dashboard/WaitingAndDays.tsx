// TRUST-8: what still needs the foreman: the changes waiting to be sent (a tap opens the queue
// page) and, for those who keep timesheets, each day up to today not confirmed yet (a tap opens
// that day; a day with a warning to explain cannot be confirmed before it is explained).
import { Stack, Text, Title } from '@mantine/core';
import { IconCalendarExclamation, IconCloudUpload } from '@tabler/icons-react';
import { formatDay } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { ActionLink } from './ActionLink';

export function WaitingToSend({ count }: { count: number }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="dashboard-waiting">
      <Title order={2} size="h3" id="dashboard-waiting">
        {t('dashboard.toSend')}
      </Title>
      <ActionLink
        to="/queue-list"
        lead={<IconCloudUpload size={28} aria-hidden />}
        label={count === 0 ? t('dashboard.nothingWaiting') : t('dashboard.waiting', { count })}
        detail={count === 0 ? undefined : t('dashboard.waitingDetail')}
      />
    </Stack>
  );
}

export function DaysToConfirm({ dates, today }: { dates: readonly string[]; today: string }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="dashboard-days">
      <Title order={2} size="h3" id="dashboard-days">
        {t('dashboard.daysToConfirm')}
      </Title>
      {dates.length === 0 ? (
        <Text>{t('dashboard.allConfirmed')}</Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-labelledby="dashboard-days"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {dates.map((date) => (
            <li key={date}>
              <ActionLink
                to={`/ts-jobs?date=${date}`}
                lead={<IconCalendarExclamation size={28} aria-hidden />}
                label={formatDay(date, 'weekday')}
                detail={t(date === today ? 'dashboard.dayToday' : 'dashboard.dayToConfirm')}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
