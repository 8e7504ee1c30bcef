// TSX-7: a foreman's confirmed week for payroll, fetched from the server and handed to the browser
// as a download. Online only: the export is the server's (it checks the week is confirmed and
// computes the pay by each day's stored rule set), so the device never makes one of its own.
import { callPath, calls } from '@fieldops/contract';
import { HttpError } from '../api/errors';
import { requestBlob } from '../api/http';
import { currentLocale } from '../i18n/messages';

export type ExportFormat = 'csv' | 'pdf';

export const exportFileName = (foremanID: number, weekStart: string, format: ExportFormat) =>
  `timesheets-${foremanID}-${weekStart}.${format}`;

export async function fetchWeekExport(
  foremanID: number,
  weekStart: string,
  format: ExportFormat,
): Promise<Blob> {
  return requestBlob(callPath(calls.timesheetExport.path, { foremanID, weekStart }), {
    // TRUST-7: the PDF in the device's language, as report PDFs are (sync/report-pdf.ts).
    query: { format, ...(format === 'pdf' && currentLocale() !== 'en' ? { lang: currentLocale() } : {}) },
    headers: { Accept: format === 'csv' ? 'text/csv' : 'application/pdf' },
  });
}

/** Saves `blob` through a temporary link (the way a browser or an installed PWA downloads a file). */
export function saveDownload(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The server's reason when it refused (a day not confirmed, 409), null when it could not be reached. */
export type WeekDownload = { ok: true } | { ok: false; refusal: string | null };

export async function downloadWeek(
  foremanID: number,
  weekStart: string,
  format: ExportFormat,
): Promise<WeekDownload> {
  try {
    saveDownload(
      await fetchWeekExport(foremanID, weekStart, format),
      exportFileName(foremanID, weekStart, format),
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, refusal: error instanceof HttpError && error.body ? error.body.message : null };
  }
}
