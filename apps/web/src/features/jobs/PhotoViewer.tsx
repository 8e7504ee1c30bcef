// UX-3: a photo full screen, opened by tapping it in the gallery: the full image (a sent photo's
// full size, fetched once and kept; one not sent yet is the copy on this device), its caption in
// words, who took it and when. A Mantine Modal: focus moves in and back, Escape and a named
// button close it.
import { Image, Modal, Stack, Text } from '@mantine/core';
import type { LocalPhoto } from '../../db';
import { t } from '../../i18n/messages';
import { useObjectUrl } from '../../ui/useObjectUrl';
import { FullPhotoView } from './FullPhoto';
import { PhotoCaptureLine } from './PhotoCaptureLine';

export interface ShownPhoto {
  photo: LocalPhoto;
  caption: string;
  /** Sent photos open at full size; the others only exist here, as their device copy. */
  sent: boolean;
}

function DeviceCopy({ blob, alt }: { blob: Blob | undefined; alt: string }) {
  const src = useObjectUrl(blob);
  if (!src) return <Text>{t('gallery.noCopy')}</Text>;
  return <Image src={src} alt={alt} fit="contain" mah="75vh" />;
}

export function PhotoViewer({ shown, onClose }: { shown: ShownPhoto | null; onClose(): void }) {
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      fullScreen
      title={shown?.caption}
      closeButtonProps={{ 'aria-label': t('gallery.close') }}
    >
      {shown && (
        <Stack gap="xs">
          {shown.sent ? (
            <FullPhotoView referenceCode={shown.photo.referenceCode} alt={shown.caption} />
          ) : (
            <DeviceCopy blob={shown.photo.blob} alt={shown.caption} />
          )}
          {/* The server's listing does not say who took a photo; one with a local status was taken here. */}
          {shown.photo.status !== undefined && <Text size="sm">{t('gallery.takenHere')}</Text>}
          <PhotoCaptureLine capture={shown.photo} />
        </Stack>
      )}
    </Modal>
  );
}
