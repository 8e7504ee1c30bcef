// SHELL-3: API server host, database name, database status and server name, from the last health
// check (cached, so it shows offline too). A success icon only when DBStatus is exactly 'success'.
import { Group, Stack, Text } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleXFilled } from '@tabler/icons-react';
import { useServerStatus } from '../db/server-status';
import { t } from '../i18n/messages';

export function MenuFooter() {
  const status = useServerStatus();
  const unknown = t('footer.unknown');
  const success = status?.DBStatus === 'success';
  return (
    <Stack gap={2} component="section" aria-label={t('footer.label')} p="xs">
      <Text size="sm" c="dimmed">
        {t('footer.apiServer', { host: window.location.host })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('footer.database', { name: status?.Database ?? unknown })}
      </Text>
      <Group gap={6} wrap="nowrap">
        {success ? (
          <IconCircleCheckFilled
            role="img"
            aria-label={t('footer.statusSuccess')}
            color="var(--mantine-color-green-7)"
            size={18}
          />
        ) : (
          <IconCircleXFilled
            role="img"
            aria-label={t('footer.statusDanger')}
            color="var(--mantine-color-red-7)"
            size={18}
          />
        )}
        <Text size="sm" c="dimmed">
          {t('footer.dbStatus', { status: status?.DBStatus ?? unknown })}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('footer.server', { name: status?.Server ?? unknown })}
      </Text>
    </Stack>
  );
}
