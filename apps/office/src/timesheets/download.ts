// OFFICE-8: a call that answers bytes (the period's CSV or PDF), saved by the browser as a file.
// The bytes come with the session's credentials like every call (so not a plain link); a refusal
// comes back as the server's {error, message, details}, for the screen to put in words.
import { ApiError, callPath, calls } from '@fieldops/contract';
import type { CallFailure, QueryValue } from '../api/office-call';
import { readSession } from '../api/session-store';

export type DownloadCall = 'officePayPeriodExport' | 'officePayPeriodPdf';

/** The file name the server gives in Content-Disposition, else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

export async function download(
  name: DownloadCall,
  query: Record<string, QueryValue>,
  fallback: string,
): Promise<{ ok: true; fileName: string } | { ok: false; failure: CallFailure }> {
  const session = readSession();
  const url = new URL(callPath(calls[name].path), window.location.origin);
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  if (session) url.searchParams.set('sid', session.sessionId);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: session ? { Authorization: `Bearer ${session.accessToken}` } : {},
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, failure: { kind: 'unreachable', message: 'The server could not be reached' } };
  }
  if (!response.ok) {
    const refusal = ApiError.safeParse(await response.json().catch(() => null));
    const failure: CallFailure = refusal.success
      ? { kind: 'refused', status: response.status, ...refusal.data }
      : { kind: 'refused', status: response.status, error: 'http', message: `HTTP ${response.status}` };
    return { ok: false, failure };
  }
  const fileName = fileNameOf(response.headers.get('Content-Disposition'), fallback);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the browser's download; the URL is not needed after it.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
  return { ok: true, fileName };
}
