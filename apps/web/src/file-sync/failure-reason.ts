// OFF-1: why a download failed, in words a foreman can act on (kept on the file and the folder and
// shown on File Sync); the technical detail stays in the console.
import { HttpError, NetworkError } from '../api/errors';
import { t } from '../i18n/messages';

export function failureReason(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 401) return t('files.failure.signedOut');
    if (error.status === 403 || error.status === 404) return t('files.failure.gone');
    if (error.status === 429) return t('files.failure.busy');
    return t('files.failure.server', { status: error.status });
  }
  if (error instanceof NetworkError) return t('files.failure.network');
  return t('files.failure.other');
}
