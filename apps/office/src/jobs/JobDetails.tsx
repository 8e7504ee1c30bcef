// A job's own fields as read (OFFICE-2), with its site on the map when it has one.
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { OfficeJob } from '@fieldops/contract';
import { useT } from '../i18n/i18n';
import { SitePin } from './SitePin';

export function JobDetails({ job }: { job: OfficeJob }) {
  const { t } = useT();
  const pin =
    job.latitude !== null && job.longitude !== null
      ? { latitude: job.latitude, longitude: job.longitude }
      : null;
  const fact = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fact(t('jobs.field.workType'), job.workType)}
        {fact(t('jobs.field.address1'), job.address1)}
        {fact(t('jobs.field.city'), job.city)}
        {fact(t('jobs.site'), pin ? `${pin.latitude}, ${pin.longitude}` : t('jobs.noLocation'))}
      </SimpleGrid>
      {fact(t('jobs.field.workDescription'), job.workDescription)}
      {pin && <SitePin pin={pin} />}
    </Stack>
  );
}
