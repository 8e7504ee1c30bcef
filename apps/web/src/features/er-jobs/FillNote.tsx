// JOB-5: what 'Use my location' found, or why it found less than an address.
import { Text } from '@mantine/core';
import { t } from '../../i18n/messages';
import type { LocationFill } from './useLocationFill';

export function FillNote({ fill }: { fill: LocationFill }) {
  if (fill.state === 'idle') return null;
  if (fill.state === 'locating') return <Text role="status">{t('erJob.locating')}</Text>;
  if (fill.state === 'noPosition') return <Text role="status">{t('erJob.noPosition')}</Text>;
  const where = t('erJob.coordinates', {
    lat: fill.position.latitude.toFixed(5),
    lng: fill.position.longitude.toFixed(5),
  });
  const note = {
    found: '',
    addressFound: t('erJob.addressFound'),
    geocoderOffline: t('erJob.geocoderOffline'),
    geocoderUnavailable: t('erJob.geocoderUnavailable'),
  }[fill.state];
  return (
    <div role="status">
      <Text>{where}</Text>
      {note && <Text size="sm">{note}</Text>}
    </div>
  );
}
