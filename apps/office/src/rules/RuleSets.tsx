// OFFICE-6: the company's rule sets and per-diem rates, newest first with the one in force today;
// a new set is drafted from the latest, previewed on a chosen past week of a chosen foreman (pay
// now and by the new rules, per person), and only then saved (an administrator's call).
import { Badge, Button, Stack, Table, Title } from '@mantine/core';
import { calls, todayIn, type NewRuleSet } from '@fieldops/contract';
import { useState } from 'react';
import { mayUse, useMe } from '../auth/me';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { Failure, Loading } from '../ui/states';
import { RuleSetDraft } from './RuleSetDraft';
import { draftFrom, ruleSetsByDate } from './rule-preview';

const today = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

export function RuleSets() {
  const { t, locale } = useT();
  const mayAdd = mayUse(useMe(), calls.officeAddRuleSet.office);
  const sets = useCall('officeRuleSets', {});
  const [draft, setDraft] = useState<NewRuleSet | null>(null);
  if (!sets.value) {
    if (sets.status === 'failed') return <Failure failure={sets.failure} onRetry={sets.reload} />;
    return <Loading label={t('rules.loading')} />;
  }
  const listed = ruleSetsByDate(sets.value, today());
  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 });
  return (
    <Stack>
      <Title order={2}>{t('rules.title')}</Title>
      <Table.ScrollContainer minWidth={640} maxHeight="40vh">
        <Table stickyHeader aria-label={t('rules.listLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rules.effectiveFrom')}</Table.Th>
              <Table.Th>{t('rules.dailyOvertime')}</Table.Th>
              <Table.Th>{t('rules.weeklyOvertime')}</Table.Th>
              <Table.Th>{t('rules.lunch')}</Table.Th>
              <Table.Th>{t('rules.perDiemFlagged')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {listed.map((set) => (
              <Table.Tr key={set.ruleSetID}>
                <Table.Td>
                  {set.effectiveFrom}{' '}
                  {set.inForce && (
                    <Badge variant="dot" color="green">
                      {t('rules.inForce')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{set.dailyOvertimeAfterHours}</Table.Td>
                <Table.Td>{set.weeklyOvertimeAfterHours}</Table.Td>
                <Table.Td>
                  {t('rules.lunchValue', { minutes: set.lunchMinutes, hours: set.lunchAfterHours })}
                </Table.Td>
                <Table.Td>{money.format(set.subsistence.flaggedJobAmountPerDay)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!draft && listed[0] && (
        <Button w="fit-content" onClick={() => setDraft(draftFrom(listed[0]!, today()))}>
          {t('rules.new')}
        </Button>
      )}
      {draft && (
        <RuleSetDraft
          draft={draft}
          mayAdd={mayAdd}
          onChange={setDraft}
          onCancel={() => setDraft(null)}
          onSaved={() => {
            setDraft(null);
            sets.reload();
          }}
        />
      )}
    </Stack>
  );
}
