// OFFICE-8: the days of a pay period by foreman: each confirmed day approved, or returned with a
// comment; the whole period exported as CSV or as the PDF to sign. The period is whole weeks
// (Monday to Sunday), as the export requires; the list itself is the server's.
import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { todayIn, type OfficeTimesheetRow } from '@fieldops/contract';
import { useMemo, useState } from 'react';
import type { CallFailure } from '../api/office-call';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { DataTable } from '../ui/DataTable';
import { Failure, Loading } from '../ui/states';
import { ExportButtons } from './ExportButtons';
import { foremenOf, lastPayPeriod, shifted, type PayPeriod } from './pay-period';
import { ReturnDialog } from './ReturnDialog';
import { useTimesheetColumns } from './timesheet-columns';

const browserToday = () => todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

export function TimesheetReview() {
  const { t } = useT();
  const [period, setPeriod] = useState<PayPeriod>(() => lastPayPeriod(browserToday()));
  const [foremanID, setForemanID] = useState<string | null>(null);
  const [returning, setReturning] = useState<OfficeTimesheetRow | null>(null);
  const [refusal, setRefusal] = useState<CallFailure | null>(null);
  const list = useCall('officeTimesheets', { query: { ...period, foremanID: foremanID ?? undefined } });
  // The foreman filter offers the period's foremen (the unfiltered list's), kept while filtered.
  const all = useCall('officeTimesheets', { query: { ...period } });
  const foremen = useMemo(() => foremenOf(all.value ?? []), [all.value]);
  const reviewed = () => {
    setRefusal(null);
    list.reload();
    all.reload();
  };
  const columns = useTimesheetColumns({
    onReviewed: reviewed,
    onRefused: setRefusal,
    onReturn: setReturning,
  });
  const setDate = (key: keyof PayPeriod, value: string) =>
    value && setPeriod((p) => ({ ...p, [key]: value }));
  return (
    <Stack>
      <Title order={2}>{t('timesheets.title')}</Title>
      <Group align="flex-end" wrap="wrap">
        <Button variant="default" onClick={() => setPeriod((p) => shifted(p, -1))}>
          {t('timesheets.earlier')}
        </Button>
        <TextInput
          type="date"
          label={t('timesheets.from')}
          value={period.from}
          onChange={(e) => setDate('from', e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('timesheets.to')}
          value={period.to}
          onChange={(e) => setDate('to', e.currentTarget.value)}
        />
        <Button variant="default" onClick={() => setPeriod((p) => shifted(p, 1))}>
          {t('timesheets.later')}
        </Button>
        <Select
          label={t('timesheets.foreman')}
          placeholder={t('timesheets.everyForeman')}
          clearable
          value={foremanID}
          onChange={setForemanID}
          data={foremen.map((f) => ({ value: String(f.employeeID), label: f.name }))}
        />
      </Group>
      <ExportButtons period={period} foremanID={foremanID} foremen={foremen} />
      {refusal && <Failure failure={refusal} />}
      {list.status === 'failed' && <Failure failure={list.failure} onRetry={list.reload} />}
      {!list.value && list.status === 'loading' && <Loading label={t('timesheets.loading')} />}
      {list.value && (
        <>
          <DataTable
            label={t('timesheets.listLabel')}
            rows={list.value}
            columns={columns}
            rowKey={(row) => String(row.timeSheetID)}
            sorting={[]}
            onSortingChange={() => undefined}
            empty={t('timesheets.empty')}
          />
          <Text size="sm" aria-live="polite">
            {list.status === 'loading'
              ? t('timesheets.loading')
              : t('table.total', { count: list.value.length })}
          </Text>
        </>
      )}
      {returning && (
        <ReturnDialog
          day={returning}
          onClose={() => setReturning(null)}
          onReturned={() => {
            setReturning(null);
            reviewed();
          }}
        />
      )}
    </Stack>
  );
}
