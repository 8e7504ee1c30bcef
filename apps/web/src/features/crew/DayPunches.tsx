// CREW-2: the day's punches on the foreman's device, each with who, where, when and its flags in
// words (outside the site, position too vague, PIN did not match…): flagged, never refused, so
// the foreman looks. Online, the list is fetched when shown; offline it shows what the device has.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { type PunchFlag, addDays, startOfDayIn } from '@fieldops/contract';
import { useDayPunches } from '../../crew/clock';
import { pullPunchesOfDay } from '../../crew/punch-pull';
import { formatTimeOfDay } from '../../i18n/format';
import { type MessageKey, t } from '../../i18n/messages';
import { useOnline } from '../../ui/useOnline';

/** A flag in the foreman's words (a new flag must be named here: the type says so). */
const FLAG_WORDS = {
  noFix: 'crew.flag.noFix',
  poorAccuracy: 'crew.flag.poorAccuracy',
  outsideFence: 'crew.flag.outsideFence',
  pinNotMatched: 'crew.flag.pinNotMatched',
  clockNotMeasured: 'crew.flag.clockNotMeasured',
} as const satisfies Record<PunchFlag, MessageKey>;

export function DayPunches({ day, timeZone }: { day: string; timeZone: string }) {
  const online = useOnline();
  const punches = useDayPunches(startOfDayIn(day, timeZone), startOfDayIn(addDays(day, 1), timeZone));
  useEffect(() => {
    if (online) void pullPunchesOfDay(day);
  }, [online, day]);
  if (!punches || punches.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="day-punches">
      <Title order={2} size="h3" id="day-punches">
        {t('crew.punches.title')}
      </Title>
      {punches.map((p) => (
        <Paper key={p.punchID} withBorder p="sm" radius="md" aria-label={p.name}>
          <Group justify="space-between" wrap="wrap">
            <Text fw={600} td={p.corrected ? 'line-through' : undefined}>
              {t(p.kind === 'in' ? 'crew.punches.in' : 'crew.punches.out', {
                name: p.name,
                time: formatTimeOfDay(p.correctedTime),
                job: p.jobNumber,
              })}
            </Text>
            <Group gap={4}>
              {p.waiting && <Badge color="gray">{t('crew.clock.waiting')}</Badge>}
              {p.flags.map((flag) => (
                <Badge key={flag} color="orange">
                  {t(FLAG_WORDS[flag])}
                </Badge>
              ))}
            </Group>
          </Group>
          {p.corrects && <Text size="sm">{t('crew.punches.correction', { reason: p.corrects.reason })}</Text>}
        </Paper>
      ))}
    </Stack>
  );
}
