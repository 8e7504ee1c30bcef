// MISC-1: the landing screen after sign-in: the tiles of dashboard 1, from the device cache.
import { Alert, Button, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { useDashboardData } from './useDashboardData';
import { tileTitle, tileValue } from './tile-text';

export function DashboardPage() {
  const { view, online, retry } = useDashboardData();
  return (
    <Page title={t('page.dashboard')}>
      {!online && view.state === 'ready' && (
        <Alert color="gray" icon={<IconInfoCircle aria-hidden />}>
          {t('dashboard.offlineCached')}
        </Alert>
      )}
      {view.state === 'loading' && <Loading label={t('dashboard.loading')} />}
      {view.state === 'error' && (
        <Alert color={online ? 'red' : 'gray'} role={online ? 'alert' : 'status'}>
          <Text mb={online ? 'sm' : 0}>{t(online ? 'dashboard.error' : 'dashboard.offlineEmpty')}</Text>
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
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="md"
            component="ul"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {view.dashboard.tiles.map((tile) => (
              <Paper key={tile.title} component="li" withBorder p="lg" radius="md">
                <Text size="sm" c="dimmed">
                  {tileTitle(tile)}
                </Text>
                <Text size="xl" fw={700}>
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
    </Page>
  );
}
