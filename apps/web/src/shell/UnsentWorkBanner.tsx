// FIELD-7, TRUST-2: changes not sent yet, on storage the browser may clear. One short line in the
// crew's words and its one action (ask the phone to keep them), so it takes a line of the screen,
// not a third of it; gone once the phone agrees or the last change is sent. If the phone says no,
// the line says what to do instead. A status, not an alert: the offline banner is the urgent one.
import { useId, useState } from 'react';
import { Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { askPersistentStorageAgain, useUnsentWorkAtRisk } from '../db';
import { t } from '../i18n/messages';

export function UnsentWorkBanner() {
  const { count, atRisk, canAsk } = useUnsentWorkAtRisk();
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState(false);
  const lineID = useId();
  const helpID = useId();
  if (!atRisk) return null;

  async function ask() {
    setAsking(true);
    const granted = await askPersistentStorageAgain();
    setAsking(false);
    setRefused(granted !== true);
  }

  // No way to ask (or asked and refused): the line itself says what keeps the changes safe.
  const line = refused
    ? t('storage.atRisk.refused', { count })
    : canAsk
      ? t('storage.atRisk.line', { count })
      : t('storage.atRisk.cannotAsk', { count });
  return (
    <Paper
      role="status"
      aria-labelledby={lineID}
      data-testid="unsent-work-banner"
      bg="var(--mantine-color-yellow-light)"
      radius="sm"
      px="sm"
      py={4}
      mb="sm"
    >
      <Group gap="xs" justify="space-between" wrap="nowrap" mih={36}>
        <Text id={lineID} size="sm" fw={500} style={{ minWidth: 0 }}>
          {line}
        </Text>
        {canAsk && !refused && (
          <>
            <Button
              size="compact-sm"
              h={36}
              variant="white"
              loading={asking}
              onClick={() => void ask()}
              aria-describedby={helpID}
              style={{ flexShrink: 0 }}
            >
              {t('storage.atRisk.keep')}
            </Button>
            <VisuallyHidden id={helpID}>{t('storage.atRisk.keepHelp')}</VisuallyHidden>
          </>
        )}
      </Group>
    </Paper>
  );
}
