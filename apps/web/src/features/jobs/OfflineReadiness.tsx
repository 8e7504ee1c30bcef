// OFF-3: per job, "Ready offline" or what is missing with its size; on the job page, "Make
// available offline" marks the job (first in the downloads, kept from the budget's eviction) and
// downloads the rest now, the progress read from what is still missing. TRUST-4: what the device
// fetches by itself while online (a report sent from another device, its PDF) reads as "Fetching
// for offline", not "Not ready offline", and needs no tap.
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { type JobReadiness, markJobOffline, useJobReadiness } from '../../db/job-readiness';
import { noteJobOpened } from '../../db/job-storage';
import { folderSync } from '../../file-sync';
import { formatBytes } from '../../i18n/format';
import { t } from '../../i18n/messages';
import { jobSync } from '../../sync';
import { useOnline } from '../../ui/useOnline';

/** What is missing, in words: "3 photo copies (~75 KB), 1 report PDF". */
export function missingText(readiness: JobReadiness): string {
  const parts: string[] = [];
  if (readiness.data) parts.push(t('offline.data'));
  const { documents, photos, pdfs } = readiness;
  if (documents.count > 0)
    parts.push(t('offline.documents', { count: documents.count, size: formatBytes(documents.bytes) }));
  if (photos.count > 0)
    parts.push(t('offline.photos', { count: photos.count, size: formatBytes(photos.bytes) }));
  if (pdfs.count > 0) parts.push(t('offline.pdfs', { count: pdfs.count }));
  return parts.join(', ');
}

const missingCount = (r: JobReadiness) =>
  (r.data ? 1 : 0) + r.documents.count + r.photos.count + r.pdfs.count;

/** TRUST-4: online, what is missing is on its way by itself. */
const fetching = (readiness: JobReadiness, online: boolean) => online && readiness.coming;

export function OfflineBadge({ readiness }: { readiness: JobReadiness | undefined }) {
  const online = useOnline();
  if (!readiness) return null;
  if (readiness.ready) return <Badge color="green">{t('offline.ready')}</Badge>;
  const what = missingText(readiness);
  return (
    <Text size="xs" c="dimmed">
      {fetching(readiness, online) ? t('offline.fetching', { what }) : t('offline.missing', { what })}
    </Text>
  );
}

/** The job page's part: the badge, and the button with progress while it downloads. */
export function OfflineReadiness({ jobID }: { jobID: number }) {
  const readiness = useJobReadiness(jobID);
  const online = useOnline();
  const [start, setStart] = useState<number | null>(null);
  // OFF-4: the job page is where a job is "used"; copies the budget freed come back now.
  useEffect(() => {
    if (jobID < 0) return;
    void noteJobOpened(jobID)
      .then((wasFreed) => (wasFreed ? jobSync.downloadContent() : undefined))
      .catch((error: unknown) => console.error('Job not noted as opened', error));
  }, [jobID]);
  if (!readiness || jobID < 0) return null;
  const left = missingCount(readiness);
  const downloading = start !== null && left > 0;

  async function makeAvailable() {
    if (!readiness) return;
    setStart(Math.max(1, missingCount(readiness)));
    await markJobOffline(jobID);
    await Promise.allSettled([jobSync.syncOnce(), folderSync.syncOnce()]);
    await jobSync.downloadContent();
  }

  return (
    <Stack gap={4}>
      <Group gap="sm">
        <OfflineBadge readiness={readiness} />
        {readiness.marked && readiness.ready && <Text size="xs">{t('offline.marked')}</Text>}
        {!readiness.ready && !downloading && !fetching(readiness, online) && (
          <Button
            size="md"
            variant="light"
            leftSection={<IconCloudDownload size={18} aria-hidden />}
            onClick={() => void makeAvailable()}
          >
            {t('offline.makeAvailable')}
          </Button>
        )}
      </Group>
      {downloading && (
        <>
          <Text size="sm" role="status">
            {t('offline.downloading')}
          </Text>
          <Progress
            value={(100 * (start - Math.min(left, start))) / start}
            aria-label={t('offline.downloading')}
          />
        </>
      )}
    </Stack>
  );
}

/** The job list's line: ready, or what is missing. */
export function JobRowReadiness({ jobID }: { jobID: number }) {
  const readiness = useJobReadiness(jobID);
  return jobID > 0 ? <OfflineBadge readiness={readiness} /> : null;
}
