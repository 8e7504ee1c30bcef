// MISC-3, DB-3: what support needs to know about this device, from the device alone (it works
// offline), and a button that copies it all as text.
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
import { detailRows, detailsAsText } from './device-report';
import { JobStorageSection } from './JobStorageSection';
import { useDeviceDetails } from './useDeviceDetails';

const SECTIONS = ['device', 'app', 'storage'] as const;

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

  return (
    <Page title={t('page.device')}>
      <LanguageChoice />
      <Button
        leftSection={<IconCopy size={18} aria-hidden />}
        onClick={() => void copy()}
        size="md"
        w="fit-content"
      >
        {t('device.copy')}
      </Button>
      {copyFailed !== null && (
        <Alert color="orange" role="alert">
          <Text mb="xs">{t('device.copyFailed')}</Text>
          <Textarea label={t('device.copyTextLabel')} value={copyFailed} readOnly autosize minRows={6} />
        </Alert>
      )}
      {SECTIONS.map((section) => (
        <Paper
          key={section}
          withBorder
          p="sm"
          radius="md"
          component="section"
          aria-labelledby={`device-${section}`}
        >
          <Stack gap="xs">
            <Title order={2} size="h4" id={`device-${section}`}>
              {t(`device.section.${section}`)}
            </Title>
            <FactTable facts={rows.filter((row) => row.section === section)} />
          </Stack>
        </Paper>
      ))}
      <JobStorageSection />
    </Page>
  );
}
