// FIELD-3: how far a large upload is, shown on the photo, the file and the queue list. The bar is
// named for screen readers ("Uploading 45 %"); it moves as the server acknowledges chunks.
import { Progress } from '@mantine/core';
import { t } from '../i18n/messages';

export function UploadProgress({ fraction }: { fraction: number | null }) {
  if (fraction === null) return null;
  const percent = Math.floor(fraction * 100);
  return <Progress size="sm" value={percent} aria-label={t('upload.progress', { percent })} />;
}
