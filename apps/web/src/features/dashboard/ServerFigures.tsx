// MISC-1 / START-4: dashboard 1's figures from the server (cached on the device), below the
// foreman's actions (TRUST-8): secondary, so the user's own name and role come last.
import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { Loading } from '../../ui/Loading';
import { useDashboardData } from './useDashboardData';
import { tileTitle, tileValue } from './tile-text';

/** Tiles about the user rather than the work: shown after the others. */
const ABOUT_THE_USER = new Set(['signedInAs', 'role']);

export function ServerFigures() {
  const { view, online, retry } = useDashboardData();
  const tiles =
    view.state === 'ready'
      ? [...view.dashboard.tiles].sort(
          (a, b) => Number(ABOUT_THE_USER.has(a.key ?? '')) - Number(ABOUT_THE_USER.has(b.key ?? '')),
        )
      : [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="dashboard-figures">
      <Title order={2} size="h3" id="dashboard-figures">
        {t('dashboard.figures')}
      </Title>
      {!online && view.state === 'ready' && (
        <Alert color="gray" icon={<IconInfoCircle aria-hidden />}>
          {t('dashboard.offlineCached')}
        </Alert>
      )}
      {view.state === 'loading' && <Loading label={t('dashboard.loading')} />}
      {view.state === 'error' && (
        <Alert color={online ? 'red' : 'gray'} role={online ? 'alert' : 'status'}>
          <Text mb={online ? 'sm' : 0}>
            {t(!online ? 'dashboard.offlineEmpty' : view.busy ? 'dashboard.busy' : 'dashboard.error')}
          </Text>
          {online && (
            <Button size="md" onClick={retry}>
              {t('dashboard.retry')}
            </Button>
          )}
        </Alert>
      )}
      {view.state === 'empty' && <Text>{t('dashboard.empty')}</Text>}
      {view.state === 'ready' && (
        <>
          <SimpleGrid
            cols={{ base: 2, md: 4 }}
            spacing="xs"
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {tiles.map((tile) => (
              <Paper key={tile.title} component="li" withBorder p="sm" radius="md">
                <Text size="sm" c="dimmed">
                  {tileTitle(tile)}
                </Text>
                <Text size="lg" fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {tileValue(tile)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('dashboard.updated', { time: formatDateTime(view.dashboard.updatedAt) })}
          </Text>
        </>
      )}
    </Stack>
  );
}
