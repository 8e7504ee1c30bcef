// OFFICE-8: the period (or one foreman's part of it) as payroll CSV or as the PDF to sign, in the
// reader's language. While days are not confirmed the server refuses with 409 and their list;
// it is put in words ("Frank Foreman: Tue, Nov 10") so the office knows whom to call.
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { CallFailure } from '../api/office-call';
import { useT } from '../i18n/i18n';
import { Failure } from '../ui/states';
import { download, type DownloadCall } from './download';
import { dayInWords, unconfirmedDays, type PayPeriod } from './pay-period';

interface Props {
  period: PayPeriod;
  foremanID: string | null;
  foremen: readonly { employeeID: number; name: string }[];
}

type Outcome = { saved: string } | { failure: CallFailure } | null;

export function ExportButtons({ period, foremanID, foremen }: Props) {
  const { t, locale } = useT();
  const [busy, setBusy] = useState<DownloadCall | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = async (call: DownloadCall, extension: 'csv' | 'pdf') => {
    setBusy(call);
    setOutcome(null);
    const query = { ...period, foremanID, ...(extension === 'pdf' ? { lang: locale } : {}) };
    const result = await download(call, query, `payroll-${period.from}-${period.to}.${extension}`);
    setBusy(null);
    setOutcome(result.ok ? { saved: result.fileName } : { failure: result.failure });
  };
  const failure = outcome && 'failure' in outcome ? outcome.failure : null;
  const unconfirmed =
    failure?.kind === 'refused' && failure.status === 409
      ? unconfirmedDays(failure.details, new Map(foremen.map((f) => [f.employeeID, f.name])))
      : null;
  return (
    <>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === 'officePayPeriodExport'}
          onClick={() => void save('officePayPeriodExport', 'csv')}
        >
          {t('timesheets.exportCsv')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === 'officePayPeriodPdf'}
          onClick={() => void save('officePayPeriodPdf', 'pdf')}
        >
          {t('timesheets.exportPdf')}
        </Button>
      </Group>
      <div aria-live="polite">
        {outcome && 'saved' in outcome && (
          <Text size="sm">{t('timesheets.saved', { file: outcome.saved })}</Text>
        )}
      </div>
      {unconfirmed ? (
        // The title as body text: Mantine's coloured alert title is below AA contrast.
        <Alert color="orange" role="alert">
          <Text size="sm" fw={700}>
            {t('timesheets.unconfirmedTitle')}
          </Text>
          <Text size="sm">{t('timesheets.unconfirmedBody')}</Text>
          <List size="sm">
            {unconfirmed.map((u) => (
              <List.Item key={u.foreman}>
                {`${u.foreman}: ${u.dates.map((d) => dayInWords(d, locale)).join(', ')}`}
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        failure && <Failure failure={failure} />
      )}
    </>
  );
}
