// MISC-2: vehicles and assets with their last known positions: search, type and status filters,
// "last seen", and a map below the list. Open route: it shows the copy saved on this device with
// no session and no network, and refreshes it when it can.
import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { useNow } from '../../ui/useNow';
import { FleetFilters } from './FleetFilters';
import { FleetItemRow } from './FleetItemRow';
import { NO_FILTER, filterFleet, mapPoints, type FleetFilter } from './fleet-filter';
import { MapBoundary } from './MapBoundary';
import { useFleetData } from './useFleetData';

const FleetMap = lazy(async () => ({ default: (await import('./FleetMap')).FleetMap }));
const ERROR_TEXT = {
  offline: 'fleet.offlineEmpty',
  signedOut: 'fleet.signInEmpty',
  failed: 'fleet.error',
  busy: 'fleet.busy',
} as const;

export function FleetListPage() {
  const { view, online, signedIn, refresh, refreshNow } = useFleetData();
  const [filter, setFilter] = useState<FleetFilter>(NO_FILTER);
  const now = useNow();
  const items = useMemo(() => (view.state === 'ready' ? view.fleet.list.items : []), [view]);
  const shown = useMemo(() => filterFleet(items, filter), [items, filter]);
  const points = useMemo(() => mapPoints(shown), [shown]);
  const canRefresh = online && signedIn;

  return (
    <Page title={t('page.fleetList')}>
      {view.state === 'loading' && <Loading label={t('fleet.loading')} />}
      {view.state === 'error' && (
        <Alert
          color={view.reason === 'failed' ? 'red' : 'gray'}
          role={view.reason === 'failed' ? 'alert' : 'status'}
        >
          <Text mb={canRefresh ? 'sm' : 0}>{t(ERROR_TEXT[view.reason])}</Text>
          {canRefresh && (
            <Button size="md" onClick={refreshNow}>
              {t('fleet.refresh')}
            </Button>
          )}
        </Alert>
      )}
      {view.state === 'ready' && (
        <>
          <Group justify="space-between" align="center">
            <Text size="sm" c="dimmed" role="status">
              {t('fleet.cached', { time: formatDateTime(view.fleet.savedAt) })}
            </Text>
            {canRefresh && (
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} aria-hidden />}
                onClick={refreshNow}
                loading={refresh === 'running'}
                loaderProps={{ 'aria-label': t('fleet.refreshing') }}
              >
                {t('fleet.refresh')}
              </Button>
            )}
          </Group>
          {(refresh === 'failed' || refresh === 'busy') && (
            <Alert color="gray" role="status" icon={<IconInfoCircle aria-hidden />}>
              {t(refresh === 'busy' ? 'fleet.refreshBusy' : 'fleet.refreshFailed')}
            </Alert>
          )}
          {items.length === 0 ? (
            <Text>{t('fleet.empty')}</Text>
          ) : (
            <>
              <FleetFilters filter={filter} onChange={setFilter} />
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('fleet.count', { shown: shown.length, total: items.length })}
              </Text>
              {shown.length === 0 ? (
                <Text>{t('fleet.noMatch')}</Text>
              ) : (
                <Stack
                  component="ul"
                  gap="xs"
                  aria-label={t('fleet.listLabel')}
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {shown.map((item) => (
                    <FleetItemRow key={item.id} item={item} now={now} />
                  ))}
                </Stack>
              )}
              <MapBoundary>
                {points.length === 0 ? (
                  <Text c="dimmed">{t('fleet.noPositions')}</Text>
                ) : (
                  <Suspense fallback={<Loading label={t('fleet.mapLoading')} />}>
                    <FleetMap points={points} />
                  </Suspense>
                )}
              </MapBoundary>
            </>
          )}
        </>
      )}
    </Page>
  );
}
