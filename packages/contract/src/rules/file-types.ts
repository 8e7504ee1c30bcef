/** SYNC-8: the only file types downloaded into a tracked folder. */
export const DOWNLOADABLE_MIME_TYPES = ['application/pdf', 'text/plain', 'image/jpeg', 'image/png'] as const;

export type DownloadableMimeType = (typeof DOWNLOADABLE_MIME_TYPES)[number];

export function isDownloadableType(mimeType: string): mimeType is DownloadableMimeType {
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return (DOWNLOADABLE_MIME_TYPES as readonly string[]).includes(base);
}

/** FILES-3: the largest file uploaded into a folder (device and server check it). */
export const FOLDER_UPLOAD_MAX_BYTES = 10 * 1_048_576;
