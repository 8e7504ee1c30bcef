// CREW-1: the kiosk on the foreman's device: a crew member picks his name, shows it is him by PIN
// or signature, and clocks in or out with one big tap. Works offline like every punch: the PIN
// rides in the queued task and the server checks it (a wrong one flags the punch, never loses it).
import { Button, PasswordInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { KioskCheck } from '@fieldops/contract';
import { useClockJobs, useCompanyDay, useMyClock } from '../../crew/clock';
import { useCrewPeople } from '../../crew/people';
import { recordPunch } from '../../crew/punch-action';
import { t } from '../../i18n/messages';
import { positionFixes } from '../../platform/position-fix';
import { Page } from '../../ui/Page';
import { DayPunches } from './DayPunches';
import { KioskSignature } from './KioskSignature';

const FIX_WAIT_MS = 8_000;

export function KioskClockPage() {
  const people = useCrewPeople();
  const jobs = useClockJobs();
  const today = useCompanyDay();
  const [personID, setPersonID] = useState<string | null>(null);
  const [jobID, setJobID] = useState<string | null>(null);
  const [method, setMethod] = useState<'pin' | 'signature'>('pin');
  const [pin, setPin] = useState('');
  const [signature, setSignature] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const clock = useMyClock(personID === null ? null : Number(personID));
  const job = jobID ?? (jobs?.[0] ? String(jobs[0].jobID) : null);
  const check: KioskCheck | null =
    method === 'pin'
      ? /^\d{4,8}$/.test(pin)
        ? { method: 'pin', pin }
        : null
      : signature
        ? { method: 'signature', signature }
        : null;
  const clockedIn = clock?.state.clockedIn ?? false;
  const person = people?.find((p) => String(p.employeeID) === personID);

  async function punch() {
    if (!person || !check || job === null) return;
    setBusy(true);
    const position = await positionFixes.currentFix(FIX_WAIT_MS);
    const atJob = clockedIn && clock?.state.last ? clock.state.last.jobID : Number(job);
    await recordPunch({
      kind: clockedIn ? 'out' : 'in',
      employeeID: person.employeeID,
      jobID: atJob,
      position,
      kiosk: check,
    });
    setDone(t(clockedIn ? 'crew.kiosk.doneOut' : 'crew.kiosk.doneIn', { name: person.name }));
    setPersonID(null);
    setPin(''); // the next person starts afresh: nothing of this one's stays on the screen
    setSignature(undefined);
    setMethod('pin');
    setBusy(false);
  }

  return (
    <Page title={t('crew.kiosk.title')}>
      <Stack gap="md">
        {done && (
          <Text size="lg" fw={600} role="status">
            {done}
          </Text>
        )}
        <Select
          size="xl"
          label={t('crew.kiosk.pickName')}
          data={(people ?? []).map((p) => ({ value: String(p.employeeID), label: p.name }))}
          value={personID}
          onChange={(value) => (setPersonID(value), setDone(null))}
          searchable
        />
        {(jobs?.length ?? 0) > 1 && (
          <Select
            size="lg"
            label={t('crew.clock.pickJob')}
            data={(jobs ?? []).map((j) => ({ value: String(j.jobID), label: j.jobNumber }))}
            value={job}
            onChange={setJobID}
            allowDeselect={false}
          />
        )}
        {person && (
          <>
            <SegmentedControl
              size="lg"
              value={method}
              onChange={(value) => setMethod(value === 'signature' ? 'signature' : 'pin')}
              data={[
                { value: 'pin', label: t('crew.kiosk.usePin') },
                { value: 'signature', label: t('crew.kiosk.useSignature') },
              ]}
            />
            {method === 'pin' ? (
              <PasswordInput
                size="xl"
                label={t('crew.kiosk.pin')}
                inputMode="numeric"
                autoComplete="off"
                value={pin}
                onChange={(event) => setPin(event.currentTarget.value.replace(/\D/g, '').slice(0, 8))}
              />
            ) : (
              <KioskSignature onChange={setSignature} />
            )}
            {!check && <Text c="dimmed">{t('crew.kiosk.needCheck')}</Text>}
            <Button
              size="xl"
              h={72}
              fullWidth
              color={clockedIn ? 'orange' : 'green'}
              disabled={!check || job === null}
              loading={busy}
              onClick={() => void punch()}
            >
              {t(clockedIn ? 'crew.clock.out' : 'crew.clock.in')}
            </Button>
          </>
        )}
        {today && <DayPunches day={today.day} timeZone={today.timeZone} />}
      </Stack>
    </Page>
  );
}
