// OFFICE-9: one job's photos: a map with a pin per photo that has a position, and the timeline by
// day. Selecting a photo on either marks it on the other. The map loads lazily (Leaflet).
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { OfficeJobPhoto } from '@fieldops/contract';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useCall } from '../api/use-call';
import { useT } from '../i18n/i18n';
import { Failure, Loading } from '../ui/states';
import { PhotoTimeline } from './PhotoTimeline';

const PhotoMap = lazy(() => import('./PhotoMap'));

/** The device's own clock time (the text before its offset), so the office reads the crew's time. */
const clockOf = (iso: string) => iso.slice(11, 16);

export function JobPhotos({ jobID }: { jobID: number }) {
  const { t } = useT();
  const [selected, setSelected] = useState<string | null>(null);
  const answer = useCall('officeJobPhotos', { params: { id: jobID } });
  const label = useCallback(
    (photo: OfficeJobPhoto) =>
      photo.takenAt
        ? t('photos.takenAt', { time: clockOf(photo.takenAt) })
        : t('photos.storedAt', { time: clockOf(photo.storedAt) }),
    [t],
  );
  const select = useCallback((photo: OfficeJobPhoto) => setSelected(photo.referenceCode), []);
  if (answer.status === 'failed') return <Failure failure={answer.failure} onRetry={answer.reload} />;
  if (!answer.value) return <Loading label={t('photos.loading')} />;
  const { photos } = answer.value;
  const placed = photos.filter((p) => p.latitude !== null).length;
  return (
    <Stack>
      <Title order={2}>{t('photos.title', { jobID })}</Title>
      {photos.length === 0 ? (
        <Alert color="gray">{t('photos.none')}</Alert>
      ) : (
        <>
          <Group>
            <Text size="sm" aria-live="polite">
              {t('photos.onMap', { placed, count: photos.length })}
            </Text>
          </Group>
          <Suspense fallback={<Loading label={t('photos.loadingMap')} />}>
            <PhotoMap photos={photos} label={label} onSelect={select} />
          </Suspense>
          <PhotoTimeline photos={photos} selected={selected} label={label} onSelect={select} />
        </>
      )}
    </Stack>
  );
}
