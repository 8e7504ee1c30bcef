// TSX-1: a day whose save waits on a conflict: the same value changed here and on the server
// (another device, the office) to different values. Each conflicting value is listed with both
// sides, the server's with who changed it and when; the foreman picks one per value and the picks
// are saved on top of the server's copy (timesheets/resolve-conflict.ts). Nothing is chosen for the foreman.
import { useState } from 'react';
import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import type { MergeSide, TimesheetConflict } from '@fieldops/contract';
import { useDayConflict } from '../../timesheets/day-conflict';
import { formatClock, formatDateTime } from '../../i18n/format';
import { type MessageKey, t } from '../../i18n/messages';
import { resolveTimesheetConflict } from '../../timesheets/resolve-conflict';

export interface ConflictNames {
  job(jobID: number): string;
  person(employeeID: number): string;
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return t('ts.conflict.none');
  if (typeof value === 'boolean') return t(value ? 'ts.conflict.yes' : 'ts.conflict.no');
  if (typeof value === 'string') return /^\d{2}:\d{2}$/.test(value) ? formatClock(value) : value;
  return t('ts.conflict.changed'); // a whole job or crew member, kept on that side
}
const shownRow = (c: TimesheetConflict, value: unknown) =>
  (c.field === 'job' || c.field === 'crew') && value === null ? t('ts.conflict.removed') : shown(value);

function labelOf(c: TimesheetConflict, names: ConflictNames): string {
  const where = [
    c.jobID === undefined ? t('ts.conflict.day') : t('ts.conflict.job', { job: names.job(c.jobID) }),
    ...(c.employeeID === undefined ? [] : [names.person(c.employeeID)]),
  ];
  return `${where.join(' · ')}: ${t(`ts.conflict.field.${c.field}` as MessageKey)}`;
}

export function ConflictPanel(props: { date: string; foremanID?: number; names: ConflictNames }) {
  const { date, foremanID, names } = props;
  const found = useDayConflict(date, foremanID);
  const [picks, setPicks] = useState<Record<string, MergeSide>>({});
  const [busy, setBusy] = useState(false);
  if (!found) return null;
  const { current, conflicts } = found;
  const who = current.updatedBy ?? t('ts.conflict.someone');
  const when = current.updatedAt ? formatDateTime(current.updatedAt) : '';
  const unpicked = conflicts.some((c) => !picks[c.key]);
  async function keep() {
    setBusy(true);
    try {
      await resolveTimesheetConflict(date, picks, undefined, foremanID);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Alert color="orange" role="alert" title={t('ts.conflict.title')} data-testid="timesheet-conflict">
      <Stack gap="sm">
        <Text>{t('ts.conflict.help', { who, when })}</Text>
        {conflicts.map((c) => (
          <Radio.Group
            key={c.key}
            label={labelOf(c, names)}
            value={picks[c.key] ?? null}
            onChange={(side) => setPicks({ ...picks, [c.key]: side as MergeSide })}
          >
            <Stack gap={4} mt={4}>
              <Radio size="md" value="mine" label={t('ts.conflict.mine', { value: shownRow(c, c.mine) })} />
              <Radio
                size="md"
                value="theirs"
                label={t('ts.conflict.theirs', { who, value: shownRow(c, c.theirs) })}
              />
            </Stack>
          </Radio.Group>
        ))}
        <Button size="md" disabled={unpicked} loading={busy} onClick={() => void keep()}>
          {t(conflicts.length > 0 ? 'ts.conflict.save' : 'ts.conflict.saveMerged')}
        </Button>
      </Stack>
    </Alert>
  );
}
