// FIELD-8: under a photo, when and where it was taken, from its local record or the server's
// listing. The time in this device's format and zone, like every other time in the app; the
// position to five decimals (about a metre, more than a phone's fix is worth).
import { Text } from '@mantine/core';
import type { PhotoCapture } from '@fieldops/contract';
import { formatDateTime } from '../../i18n/format';
import { t } from '../../i18n/messages';

/** The caption, or null when the photo says nothing (taken before capture was kept). */
export function captureText(capture: Partial<PhotoCapture>): string | null {
  const time = capture.takenAt ? formatDateTime(capture.takenAt) : null;
  const position =
    typeof capture.latitude === 'number' && typeof capture.longitude === 'number'
      ? t('photo.position', {
          latitude: capture.latitude.toFixed(5),
          longitude: capture.longitude.toFixed(5),
        })
      : null;
  if (time && position) return t('photo.takenAtPlace', { time, position });
  if (time) return t('photo.takenAt', { time });
  return position ? t('photo.takenPlace', { position }) : null;
}

export function PhotoCaptureLine({ capture }: { capture: Partial<PhotoCapture> }) {
  const text = captureText(capture);
  if (!text) return null;
  return (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );
}
