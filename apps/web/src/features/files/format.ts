import { t } from '../../i18n/messages';

/** Bytes as a person reads them: 512 B, 48 KB, 3.4 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return t('files.size.b', { n: bytes });
  if (bytes < 1024 * 1024) return t('files.size.kb', { n: Math.round(bytes / 1024) });
  return t('files.size.mb', { n: Math.round((bytes / (1024 * 1024)) * 10) / 10 });
}
