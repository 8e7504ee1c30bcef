// FIELD-7 (DB-3): unsent work on storage the browser may clear. Says so in plain words and asks the
// browser to keep it; gone once the browser agrees or nothing is left to send. A status, not an
// alert: it is advice that can wait, and the offline banner above it is the urgent one.
import { useState } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import { askPersistentStorageAgain, useUnsentWorkAtRisk } from '../db';
import { t } from '../i18n/messages';

export function UnsentWorkBanner() {
  const { atRisk, canAsk } = useUnsentWorkAtRisk();
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState(false);
  if (!atRisk) return null;

  async function ask() {
    setAsking(true);
    const granted = await askPersistentStorageAgain();
    setAsking(false);
    setRefused(granted !== true);
  }

  return (
    <Alert
      role="status"
      color="yellow"
      radius={0}
      py="xs"
      title={t('storage.atRisk.title')}
      icon={<IconDatabaseExclamation aria-hidden />}
    >
      <Text size="sm">{t('storage.atRisk.body')}</Text>
      {refused && (
        <Text size="sm" mt="xs">
          {t('storage.atRisk.refused')}
        </Text>
      )}
      {canAsk ? (
        <Button size="md" mt="xs" loading={asking} onClick={() => void ask()}>
          {t('storage.atRisk.keepSafe')}
        </Button>
      ) : (
        <Text size="sm" mt="xs">
          {t('storage.atRisk.cannotAsk')}
        </Text>
      )}
    </Alert>
  );
}
