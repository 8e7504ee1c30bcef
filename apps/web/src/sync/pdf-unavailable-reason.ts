// UX-3: why a report PDF could not be shown, in words beside the spec's 'error trying to load
// report': offline and never opened on this device (it comes once online), the server's own
// reason when it refused (a report it does not hold, in the device's words), or no answer from the
// server.
import { HttpError, NetworkError } from '../api/errors';
import { t } from '../i18n/messages';
import { serverErrorText } from '../i18n/server-text';

export function pdfUnavailableReason(error: unknown, online: boolean): string | undefined {
  if (!online) return t('reports.pdfOfflineReason');
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  // The server's 404 says the spec's own line again; the device says what it means.
  if (cause instanceof HttpError && cause.status === 404) return t('reports.pdfNotFoundReason');
  if (cause instanceof HttpError) return cause.body ? serverErrorText(cause.body) : undefined;
  if (cause instanceof NetworkError) return t('reports.pdfNetworkReason');
  return undefined;
}
