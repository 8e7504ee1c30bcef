// JOB-1, REPORT-6: the job's photos: those on this device (from reports or taken here) and, when
// online, those on the server (GET /api/images/byref, thumbnails from GET /api/Image/{ref}?width).
// Each shows its state (in a draft report, waiting, sent, failed: from its queue task) and can be
// deleted (a queued DELETE /api/image). 'Add photo' stores a downscaled photo and queues its upload.
import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { type ImageMeta, locationOrDefault } from '@fieldops/contract';
import { readSessionId } from '../../auth/local-user';
import { type LocalPhoto, useJob, useJobPhotos } from '../../db';
import { t } from '../../i18n/messages';
import { camera } from '../../platform/camera';
import { downscalePhoto } from '../../platform/image';
import { photoCaptureReader } from '../../platform/photo-capture';
import { useTasksByID, type QueuedTask } from '../../queue';
import { addJobPhoto, deletePhoto } from '../../queue/actions';
import { newReferenceCode } from '../../queue/actions/reference-code';
import { loadServerPhotos, serverPhotoUrl } from '../../sync/job-photos';
import { PhotoCaptureLine } from './PhotoCaptureLine';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { useObjectUrl } from '../../ui/useObjectUrl';
import { useOnline } from '../../ui/useOnline';
import { UploadProgress } from '../../uploads/UploadProgress';
import { uploadFraction } from '../../uploads/upload-record';
import { useRouteJobID } from './useRouteJobID';

export type GalleryStatus = 'draft' | 'waiting' | 'sent' | 'failed';

/** REPORT-6: a photo's state for the gallery, from its record and its queue task. */
export function galleryStatus(photo: LocalPhoto | null, task: QueuedTask | undefined): GalleryStatus {
  if (!photo || photo.status === undefined || photo.status === 'sent') return 'sent';
  if (photo.status === 'draft') return 'draft';
  if (task && (task.state === 'rejected' || task.state === 'skipped')) return 'failed';
  return 'waiting';
}

const STATUS_COLOUR: Record<GalleryStatus, string> = {
  draft: 'gray',
  waiting: 'orange',
  sent: 'green',
  failed: 'red',
};

interface GalleryItem {
  referenceCode: string;
  locationNumber: string;
  local: LocalPhoto | null;
  server: ImageMeta | null;
}

function useServerPhotos(jobID: number | null, online: boolean) {
  const [state, setState] = useState<{ photos: ImageMeta[]; failed: boolean }>({ photos: [], failed: false });
  useEffect(() => {
    if (!online || jobID === null || jobID < 0 || !readSessionId()) return;
    let live = true;
    loadServerPhotos(jobID).then(
      (photos) => live && setState({ photos, failed: false }),
      () => live && setState((s) => ({ ...s, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [jobID, online]);
  return state;
}

function Thumb({ item }: { item: GalleryItem }) {
  const local = useObjectUrl(item.local?.blob);
  const src = local ?? (item.server ? serverPhotoUrl(item.referenceCode, 320) : undefined);
  return <Image src={src} alt="" h={160} fit="cover" radius="sm" />;
}

function confirmDelete(item: GalleryItem) {
  modals.openConfirmModal({
    title: t('gallery.deleteTitle'),
    children: <Text>{t('gallery.deleteText')}</Text>,
    labels: { confirm: t('gallery.deleteConfirm'), cancel: t('gallery.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: () => void deletePhoto(item.local ?? (item.server as ImageMeta)),
  });
}

export function JobGalleryPage() {
  const jobID = useRouteJobID();
  const online = useOnline();
  const job = useJob(jobID ?? 0);
  const photos = useJobPhotos(jobID ?? 0);
  const tasks = useTasksByID();
  const server = useServerPhotos(job?.jobID ?? null, online);
  const [adding, setAdding] = useState(false);

  const items: GalleryItem[] = (photos ?? [])
    .filter((p) => p.status !== 'deleting')
    .map((p) => ({
      referenceCode: p.referenceCode,
      locationNumber: p.locationNumber,
      local: p,
      server: null,
    }));
  const hidden = new Set((photos ?? []).map((p) => p.referenceCode));
  for (const meta of server.photos) {
    if (!hidden.has(meta.referenceCode)) {
      items.push({
        referenceCode: meta.referenceCode,
        locationNumber: meta.locationNumber,
        local: null,
        server: meta,
      });
    }
  }

  async function addFiles(files: File[]) {
    if (jobID === null) return;
    setAdding(true);
    const readCapture = photoCaptureReader();
    try {
      for (const file of files) {
        // FIELD-8: from the original file (the downscaled copy has no EXIF), beside the downscale.
        const [capture, scaled] = await Promise.all([readCapture(file), downscalePhoto(file)]);
        await addJobPhoto({
          ...capture,
          referenceCode: newReferenceCode('p'),
          jobID,
          locationNumber: locationOrDefault(job?.locations[0]?.locationNumber),
          blob: scaled.blob,
          width: scaled.width,
          height: scaled.height,
          fileName: file.name || undefined,
        });
      }
    } catch (error) {
      console.error('Photo not added', error instanceof Error ? error.message : error);
    } finally {
      setAdding(false);
    }
  }

  return (
    <Page title={t('page.jobGallery')}>
      <Group>
        <FileButton
          onChange={(files) => void addFiles(files)}
          accept={camera.input.accept}
          capture={camera.input.capture}
          multiple
        >
          {(props) => (
            <Button
              {...props}
              size="lg"
              variant="light"
              loading={adding}
              leftSection={<IconCamera size={20} aria-hidden />}
            >
              {t('reports.addPhoto')}
            </Button>
          )}
        </FileButton>
      </Group>
      {!online && <Text c="dimmed">{t('gallery.offline')}</Text>}
      {server.failed && <Alert color="gray">{t('gallery.serverError')}</Alert>}
      {photos === undefined && <Loading label={t('jobs.loading')} />}
      {photos !== undefined && items.length === 0 && <Text role="status">{t('gallery.empty')}</Text>}
      {items.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, sm: 3 }}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('gallery.listLabel')}
        >
          {items.map((item) => {
            const task = item.local?.queueID ? tasks?.get(item.local.queueID) : undefined;
            const status = galleryStatus(item.local, task);
            return (
              <Paper component="li" key={item.referenceCode} withBorder p="xs" radius="md">
                <Thumb item={item} />
                <Stack gap={4} mt="xs">
                  <Text size="sm">
                    {t('gallery.photo', {
                      ref: item.referenceCode,
                      location: locationOrDefault(item.locationNumber),
                    })}
                  </Text>
                  <PhotoCaptureLine capture={item.local ?? item.server ?? {}} />
                  <Group justify="space-between">
                    <Badge color={STATUS_COLOUR[status]}>{t(`gallery.status.${status}`)}</Badge>
                    {status !== 'draft' && (
                      <Button
                        size="md"
                        variant="subtle"
                        color="red"
                        aria-label={t('gallery.delete', { ref: item.referenceCode })}
                        onClick={() => confirmDelete(item)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </Button>
                    )}
                  </Group>
                  {(status === 'waiting' || status === 'failed') && (
                    <UploadProgress fraction={uploadFraction(item.local ?? undefined)} />
                  )}
                  {status === 'failed' && task?.lastError && (
                    <Text size="xs" c="red">
                      {task.lastError}
                    </Text>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </Page>
  );
}
