// TSX-7: "Export week" on the confirmation screen: the week of the day shown, as CSV (for payroll)
// and PDF (to sign), downloaded from the server. Offline it says plainly that it needs a
// connection; a refusal (a day not confirmed yet, 409) is shown in the server's words.
import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { mondayOf } from '@fieldops/contract';
import { formatDay } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { downloadWeek, type ExportFormat } from '../../timesheets/export';
import { useOnline } from '../../ui/useOnline';

export function ExportWeek({ foremanID, date }: { foremanID: number; date: string }) {
  const online = useOnline();
  const weekStart = mondayOf(date);
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function download(format: ExportFormat) {
    setBusy(format);
    setProblem(null);
    const result = await downloadWeek(foremanID, weekStart, format);
    setBusy(null);
    if (!result.ok)
      setProblem(t('ts.export.failed', { message: result.refusal ?? t('ts.export.unreachable') }));
  }

  return (
    <Stack gap="xs" mt="lg">
      <Title order={2} size="h3">
        {t('ts.export.title')}
      </Title>
      <Text>{t('ts.export.intro', { weekStart: formatDay(weekStart, 'dayMonthYear') })}</Text>
      {online ? (
        <Group>
          {(['csv', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant="light"
              loading={busy === format}
              onClick={() => void download(format)}
            >
              {t(format === 'csv' ? 'ts.export.csv' : 'ts.export.pdf')}
            </Button>
          ))}
        </Group>
      ) : (
        <Alert color="gray" role="status">
          {t('ts.export.offline')}
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
