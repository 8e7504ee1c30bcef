// CREW-1: the crew member's clock, first on his dashboard: one big tap to clock in or out (gloves),
// the state in words ("Clocked in since 6:58 at J-4102 · waiting to send"), read from the device
// so it works with no signal. CREW-2: arriving at a site with the app open offers to clock in.
import { Alert, Button, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { UserData } from '@fieldops/contract';
import { useArrivalReminder } from '../../crew/arrival';
import { useClockJobs, useMyClock } from '../../crew/clock';
import { recordPunch } from '../../crew/punch-action';
import { formatTimeOfDay } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { positionFixes } from '../../platform/position-fix';

const FIX_WAIT_MS = 8_000;

export function ClockCard({ user }: { user: UserData }) {
  const clock = useMyClock(user.employeeID);
  const jobs = useClockJobs();
  const [picked, setPicked] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [noFix, setNoFix] = useState(false);
  const clockedIn = clock?.state.clockedIn ?? false;
  const reminder = useArrivalReminder(jobs, clockedIn);
  if (clock === undefined || jobs === undefined) return null;

  const last = clock?.state.last ?? null;
  const jobID = clockedIn && last ? last.jobID : Number(picked ?? jobs[0]?.jobID ?? 0);
  async function punch(kind: 'in' | 'out', atJob: number) {
    setLocating(true);
    const position = await positionFixes.currentFix(FIX_WAIT_MS);
    setNoFix(position === null);
    await recordPunch({ kind, employeeID: user.employeeID, jobID: atJob, position });
    setLocating(false);
    reminder.dismiss();
  }
  const where = clock?.jobNumber ?? '';
  const stateText = !last
    ? t('crew.clock.notYet')
    : t(clockedIn ? 'crew.clock.clockedIn' : 'crew.clock.clockedOut', {
        time: formatTimeOfDay(last.correctedTime),
        job: where,
      });
  return (
    <Stack gap="sm" component="section" aria-labelledby="crew-clock">
      <Title order={2} size="h3" id="crew-clock">
        {t('crew.clock.title')}
      </Title>
      {reminder.arrivedAt && (
        <Alert color="blue" title={t('crew.arrived', { job: reminder.arrivedAt.jobNumber })}>
          <Button size="lg" onClick={() => void punch('in', reminder.arrivedAt!.jobID)} disabled={locating}>
            {t('crew.arrived.action')}
          </Button>
        </Alert>
      )}
      <Text size="lg" fw={600} role="status">
        {stateText}
        {last && ` · ${t(clock?.waiting ? 'crew.clock.waiting' : 'crew.clock.sent')}`}
      </Text>
      {jobs.length === 0 ? (
        <Text>{t('crew.clock.noJobs')}</Text>
      ) : (
        <>
          {!clockedIn && jobs.length > 1 && (
            <Select
              size="lg"
              label={t('crew.clock.pickJob')}
              data={jobs.map((job) => ({ value: String(job.jobID), label: job.jobNumber }))}
              value={String(jobID)}
              onChange={setPicked}
              allowDeselect={false}
            />
          )}
          <Button
            size="xl"
            h={72}
            fullWidth
            color={clockedIn ? 'orange' : 'green'}
            loading={locating}
            onClick={() => void punch(clockedIn ? 'out' : 'in', jobID)}
          >
            {t(clockedIn ? 'crew.clock.out' : 'crew.clock.in')}
          </Button>
          {locating && <Text c="dimmed">{t('crew.clock.locating')}</Text>}
          {noFix && !locating && <Text c="dimmed">{t('crew.clock.noFix')}</Text>}
        </>
      )}
    </Stack>
  );
}
