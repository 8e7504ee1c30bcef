// OFFICE-6: a chosen past week (its Monday) of a chosen foreman, paid now and by the draft, per
// person. The foremen offered are those who kept days that week (the review list of the week).
import { Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  addDays,
  mondayOf,
  todayIn,
  type NewRuleSet,
  type OfficeTimesheetRow,
  type RulePreview,
} from '@fieldops/contract';
import { useState } from 'react';
import { officeCall, type CallFailure } from '../api/office-call';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { Failure } from '../ui/states';
import { previewLines } from './rule-preview';

/** The foremen who kept days that week, by name (an area does not import another's code). */
function foremenOf(days: readonly OfficeTimesheetRow[]): { employeeID: number; name: string }[] {
  const byID = new Map(days.map((d) => [d.foreman.employeeID, d.foreman]));
  return [...byID.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const lastMonday = () => addDays(mondayOf(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone)), -7);

interface Props {
  draft: NewRuleSet;
  /** The draft the shown preview was made of (a change since then needs another). */
  onPreviewed: (of: NewRuleSet) => void;
}

export function RulePreviewPanel({ draft, onPreviewed }: Props) {
  const { t, locale } = useT();
  const [weekStart, setWeekStart] = useState(lastMonday);
  const [foremanID, setForemanID] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ of: NewRuleSet; answer: RulePreview } | null>(null);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const week = useCall('officeTimesheets', { query: { from: weekStart, to: addDays(weekStart, 6) } });
  const foremen = foremenOf(week.value ?? []);
  const run = async () => {
    if (!foremanID) return;
    setFailure(null);
    const result = await officeCall('officePreviewRuleSet', {
      body: { ruleSet: draft, foremanID: Number(foremanID), weekStart },
    });
    if (result.ok) {
      setPreview({ of: draft, answer: result.value });
      onPreviewed(draft);
    } else setFailure(result.failure);
  };
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const pair = (p: { now: number; then: number }) =>
    p.now === p.then
      ? number.format(p.now)
      : t('rules.nowThen', { now: number.format(p.now), then: number.format(p.then) });
  const shown = preview?.of === draft ? preview.answer : null;
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label={t('rules.previewWeek')}
          value={weekStart}
          onChange={(e) => e.currentTarget.value && setWeekStart(mondayOf(e.currentTarget.value))}
        />
        <Select
          label={t('rules.previewForeman')}
          placeholder={week.status === 'loading' ? t('rules.loading') : t('rules.pickForeman')}
          value={foremanID}
          onChange={setForemanID}
          data={foremen.map((f) => ({ value: String(f.employeeID), label: f.name }))}
        />
        <Button variant="default" disabled={!foremanID} onClick={() => void run()}>
          {t('rules.preview')}
        </Button>
      </Group>
      {week.value && foremen.length === 0 && <Text size="sm">{t('rules.noDaysThatWeek')}</Text>}
      {failure && <Failure failure={failure} />}
      {shown && (
        <Table aria-label={t('rules.previewLabel', { foreman: shown.foreman, week: shown.weekStart })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rules.col.person')}</Table.Th>
              <Table.Th>{t('rules.col.regular')}</Table.Th>
              <Table.Th>{t('rules.col.overtime')}</Table.Th>
              <Table.Th>{t('rules.col.perDiem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {previewLines(shown).map((line) => (
              <Table.Tr key={line.employeeID} fw={line.changed ? 700 : undefined}>
                <Table.Td>{line.employee}</Table.Td>
                <Table.Td>{pair(line.regular)}</Table.Td>
                <Table.Td>{pair(line.overtime)}</Table.Td>
                <Table.Td>{pair(line.perDiem)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
