// A new signing secret, shown once (at creation or rotation): the server never shows it again.
import { Alert, Button, Code, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useT } from '../i18n/i18n';

export function SecretShown({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useT();
  return (
    <Alert color="yellow" icon={<IconKey aria-hidden />} title={t('webhooks.secretTitle')} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('webhooks.secretBody')}</Text>
        <Code block data-testid="webhook-secret">
          {secret}
        </Code>
        <Button size="xs" variant="light" onClick={onDone}>
          {t('webhooks.secretDone')}
        </Button>
      </Stack>
    </Alert>
  );
}
