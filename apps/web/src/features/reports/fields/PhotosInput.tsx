// REPORT-5: the photos of a report. 'Add photo' opens the camera on a phone (a file input with
// capture="environment", through the platform adapter) or a file picker; each file is downscaled on
// the device (long side ≤ 2048 px, JPEG) and stored with a new referenceCode, job, location and
// this report's code; the field's value is the list of those codes. Nothing leaves the device
// until the report is submitted. FIELD-7: a photo the full device could not store is said here.
import { useRef, useState } from 'react';
import { Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { PHOTOS_MAX_COUNT } from '@fieldops/contract';
import { readSessionId } from '../../../auth/local-user';
import { isQuotaError, type LocalPhoto, removeDraftPhoto, saveDraftPhoto, usePhotos } from '../../../db';
import { t } from '../../../i18n/messages';
import { camera } from '../../../platform/camera';
import { downscalePhoto } from '../../../platform/image';
import { photoCaptureReader } from '../../../platform/photo-capture';
import { newReferenceCode } from '../../../queue/actions';
import { useObjectUrl } from '../../../ui/useObjectUrl';
import { UploadProgress } from '../../../uploads/UploadProgress';
import { uploadFraction } from '../../../uploads/upload-record';
import { PhotoCaptureLine } from '../../jobs/PhotoCaptureLine';
import type { FormContext, PhotosField, ValueUpdate } from '../form-types';
import { FieldLabel } from './FieldLabel';

const asRefs = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string') : [];

function Thumb({ photo, number }: { photo: LocalPhoto | undefined; number: number }) {
  const url = useObjectUrl(photo?.blob);
  return <Image src={url} alt={t('reports.photoAlt', { number })} h={120} fit="cover" radius="sm" />;
}

export function PhotosInput({
  field,
  value,
  onChange,
  context,
}: {
  field: PhotosField;
  value: unknown;
  onChange: (update: ValueUpdate) => void;
  context: FormContext;
}) {
  const refs = asRefs(value);
  const photos = usePhotos(refs);
  const [busy, setBusy] = useState(false);
  // Cleared after each pick, so choosing the same file again still counts as a change.
  const resetInput = useRef<() => void>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const max = field.maxCount ?? PHOTOS_MAX_COUNT;

  async function addFiles(files: File[]) {
    setProblem(null);
    setBusy(true);
    const readCapture = photoCaptureReader();
    try {
      let room = max - refs.length;
      for (const file of files) {
        if (room <= 0) {
          setProblem(t('reports.photoMax', { max }));
          break;
        }
        let scaled;
        let capture;
        try {
          // FIELD-8: from the original file (the downscaled copy has no EXIF), beside the downscale.
          [capture, scaled] = await Promise.all([readCapture(file), downscalePhoto(file)]);
        } catch (error) {
          console.error('Photo could not be read', error instanceof Error ? error.message : error);
          setProblem(t('reports.photoFailed'));
          continue;
        }
        const referenceCode = newReferenceCode('p');
        let saved: boolean;
        try {
          saved = await saveDraftPhoto({
            ...capture,
            referenceCode,
            jobID: context.photos.jobID,
            locationNumber: context.photos.locationNumber,
            sessionId: readSessionId() ?? '',
            reportCode: context.photos.reportCode,
            blob: scaled.blob,
            width: scaled.width,
            height: scaled.height,
            fileName: file.name || undefined,
            createdDate: new Date().toISOString(),
          });
        } catch (error) {
          console.error('Photo not saved', error instanceof Error ? error.message : error);
          // The next photos would not fit either.
          setProblem(t(isQuotaError(error) ? 'storage.fullNothingSaved' : 'storage.failed'));
          break;
        }
        if (!saved) continue;
        room -= 1;
        onChange((previous: unknown) => [...asRefs(previous), referenceCode]);
      }
    } finally {
      setBusy(false);
      resetInput.current?.();
    }
  }

  function remove(ref: string) {
    onChange((previous: unknown) => asRefs(previous).filter((r) => r !== ref));
    void removeDraftPhoto(ref);
  }

  const error = context.errors.get(field.key);
  return (
    <Stack gap="xs" role="group" aria-labelledby={`${field.key}-label`}>
      <FieldLabel label={field.label} required={field.required} id={`${field.key}-label`} />
      {field.help && (
        <Text size="sm" c="dimmed">
          {field.help}
        </Text>
      )}
      {refs.length > 0 && (
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }}>
          {refs.map((ref, index) => {
            const photo = photos?.find((p) => p.referenceCode === ref);
            return (
              <Paper key={ref} withBorder p={4} radius="md">
                <Thumb photo={photo} number={index + 1} />
                <PhotoCaptureLine capture={photo ?? {}} />
                {photo?.status === 'queued' && <UploadProgress fraction={uploadFraction(photo)} />}
                {!context.readOnly && (
                  <Button
                    fullWidth
                    mt={4}
                    size="md"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={18} aria-hidden />}
                    onClick={() => remove(ref)}
                  >
                    {t('reports.removePhoto', { number: index + 1 })}
                  </Button>
                )}
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
      <Group gap="sm">
        {!context.readOnly && (
          <FileButton
            onChange={(files) => void addFiles(files)}
            resetRef={resetInput}
            accept={camera.input.accept}
            capture={camera.input.capture}
            multiple
          >
            {(props) => (
              <Button
                {...props}
                size="lg"
                variant="light"
                loading={busy}
                disabled={refs.length >= max}
                leftSection={<IconCamera size={20} aria-hidden />}
              >
                {t('reports.addPhoto')}
              </Button>
            )}
          </FileButton>
        )}
        <Text size="sm" c="dimmed">
          {t('reports.photoCount', { count: refs.length, max })}
        </Text>
      </Group>
      {busy && <Text role="status">{t('reports.preparingPhoto')}</Text>}
      {(problem ?? error) && (
        <Text c="red" size="sm" role="alert">
          {problem ?? error}
        </Text>
      )}
    </Stack>
  );
}
