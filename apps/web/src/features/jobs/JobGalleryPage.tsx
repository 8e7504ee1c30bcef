// JOB-1, REPORT-6, OFF-2: the job's photos, all from this device: those taken here and the server's,
// which the job sync keeps as small copies (sync/job-content.ts), so the gallery works offline; the
// screen calls no server itself. "Full size" opens the full image, fetched once and kept. Each shows
// its state (in a draft report, waiting, sent, failed: from its queue task) and can be deleted (a
// queued DELETE /api/image). 'Add photo' stores a downscaled photo and queues its upload. UX-3:
// captions say the photo's number on this screen and its location, never its id; tapping a photo
// opens it full screen (PhotoViewer).
import { useState } from 'react';
import {
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { locationOrDefault } from '@fieldops/contract';
import { type LocalPhoto, useJob, useJobPhotos } from '../../db';
import { t } from '../../i18n/messages';
import { camera } from '../../platform/camera';
import { downscalePhoto } from '../../platform/image';
import { photoCaptureReader } from '../../platform/photo-capture';
import { useTasksByID, type QueuedTask } from '../../queue';
import { addJobPhoto, deletePhoto, newReferenceCode } from '../../queue/actions';
import { PhotoViewer, type ShownPhoto } from './PhotoViewer';
import { PhotoCaptureLine } from './PhotoCaptureLine';
import { FormActions } from '../../ui/FormActions';
import { Loading } from '../../ui/Loading';
import { Page } from '../../ui/Page';
import { useObjectUrl } from '../../ui/useObjectUrl';
import { UploadProgress } from '../../uploads/UploadProgress';
import { uploadFraction } from '../../uploads/upload-record';
import { useRouteJobID } from './useRouteJobID';
import { openConfirm } from '../../ui/confirm';

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

function Thumb({ photo }: { photo: LocalPhoto }) {
  const src = useObjectUrl(photo.blob);
  if (!src) return <Paper h={160} radius="sm" bg="gray.1" aria-label={t('gallery.noCopy')} />;
  return <Image src={src} alt="" h={160} fit="cover" radius="sm" />;
}

/** UX-3: the photo's caption in words: its number on this screen and its location. */
function photoCaption(photo: LocalPhoto, number: number): string {
  return t('gallery.photo', { number, location: locationOrDefault(photo.locationNumber) });
}

function confirmDelete(photo: LocalPhoto) {
  openConfirm({
    title: t('gallery.deleteTitle'),
    children: <Text>{t('gallery.deleteText')}</Text>,
    labels: { confirm: t('gallery.deleteConfirm'), cancel: t('gallery.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: () => void deletePhoto(photo),
  });
}

export function JobGalleryPage() {
  const jobID = useRouteJobID();
  const job = useJob(jobID ?? 0);
  const photos = useJobPhotos(jobID ?? 0);
  const tasks = useTasksByID();
  const [adding, setAdding] = useState(false);
  const [shown, setShown] = useState<ShownPhoto | null>(null);
  const items = (photos ?? []).filter((p) => p.status !== 'deleting');

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
      {/* UX-3: on a phone, the camera is at the bottom edge, in thumb reach with a glove on. */}
      <FormActions>
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
      </FormActions>
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
          {items.map((item, index) => {
            const task = item.queueID ? tasks?.get(item.queueID) : undefined;
            const status = galleryStatus(item, task);
            const caption = photoCaption(item, index + 1);
            const open = () => setShown({ photo: item, caption, sent: status === 'sent' });
            return (
              <Paper
                component="li"
                key={item.referenceCode}
                withBorder
                p="xs"
                radius="md"
                data-photo={item.referenceCode}
              >
                <UnstyledButton
                  display="block"
                  w="100%"
                  onClick={open}
                  aria-label={t('gallery.open', { number: index + 1 })}
                >
                  <Thumb photo={item} />
                </UnstyledButton>
                <Stack gap={4} mt="xs">
                  <Text size="sm">{caption}</Text>
                  <PhotoCaptureLine capture={item} />
                  <Group justify="space-between">
                    <Badge color={STATUS_COLOUR[status]}>{t(`gallery.status.${status}`)}</Badge>
                    {status !== 'draft' && (
                      <Button
                        size="md"
                        variant="subtle"
                        color="red"
                        aria-label={t('gallery.delete', { number: index + 1 })}
                        onClick={() => confirmDelete(item)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </Button>
                    )}
                  </Group>
                  {status === 'sent' && (
                    <Button size="md" variant="subtle" onClick={open}>
                      {t('gallery.fullSize')}
                    </Button>
                  )}
                  {(status === 'waiting' || status === 'failed') && (
                    <UploadProgress fraction={uploadFraction(item)} />
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
      <PhotoViewer shown={shown} onClose={() => setShown(null)} />
    </Page>
  );
}
