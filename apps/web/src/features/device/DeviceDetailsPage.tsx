// MISC-3, DB-3: this device's facts, from the device alone (it works offline). TRUST-5: a
// foreman's facts first (what waits to be sent, last sync, storage), then "For support" with the
// facts support asks for and the button that copies them all as text.
import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy } from '@tabler/icons-react';
import { t } from '../../i18n/messages';
import { FactTable } from '../../ui/FactTable';
import { LanguageChoice } from '../../ui/LanguageChoice';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { copyText } from './copy-text';
import { type DetailSection, detailRows, detailsAsText } from './device-report';
import { JobStorageSection } from './JobStorageSection';
import { useDeviceDetails } from './useDeviceDetails';

export function DeviceDetailsPage() {
  const details = useDeviceDetails();
  const [copyFailed, setCopyFailed] = useState<string | null>(null);

  if (!details) {
    return (
      <Page title={t('page.device')}>
        <Loading label={t('device.loading')} />
      </Page>
    );
  }
  const rows = detailRows(details);
  const copy = async () => {
    const text = detailsAsText(details);
    if (await copyText(text)) {
      setCopyFailed(null);
      notifications.show({ id: 'device-copied', message: t('device.copied'), color: 'green' });
    } else {
      setCopyFailed(text);
    }
  };

  const section = (name: DetailSection) => (
    <Paper withBorder p="sm" radius="md" component="section" aria-labelledby={`device-${name}`}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={`device-${name}`}>
          {t(`device.section.${name}`)}
        </Title>
        {name === 'support' && (
          <>
            <Text size="sm">{t('device.supportHint')}</Text>
            <Button
              leftSection={<IconCopy size={18} aria-hidden />}
              onClick={() => void copy()}
              size="md"
              w="fit-content"
              style={{ maxWidth: '100%' }}
            >
              {t('device.copy')}
            </Button>
            {copyFailed !== null && (
              <Alert color="orange" role="alert">
                <Text mb="xs">{t('device.copyFailed')}</Text>
                <Textarea
                  label={t('device.copyTextLabel')}
                  value={copyFailed}
                  readOnly
                  autosize
                  minRows={6}
                />
              </Alert>
            )}
          </>
        )}
        <FactTable facts={rows.filter((row) => row.section === name)} />
      </Stack>
    </Paper>
  );

  return (
    <Page title={t('page.device')}>
      <LanguageChoice />
      {section('sync')}
      {section('storage')}
      <JobStorageSection />
      {section('support')}
    </Page>
  );
}
