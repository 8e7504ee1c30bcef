/** SYNC-8: the only file types downloaded into a tracked folder. */
export const DOWNLOADABLE_MIME_TYPES = ['application/pdf', 'text/plain', 'image/jpeg', 'image/png'] as const;

export type DownloadableMimeType = (typeof DOWNLOADABLE_MIME_TYPES)[number];

export function isDownloadableType(mimeType: string): mimeType is DownloadableMimeType {
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (DOWNLOADABLE_MIME_TYPES as readonly string[]).includes(base);
}
