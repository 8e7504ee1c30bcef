// ARCHITECTURE "Queue outcomes" as one pure function: what a failed try means for the task and
// for the rest of the run. Success (2xx) is handled by the runner: the task is deleted.
import { ContractError, HttpError, NetworkError, isServerBusy } from '../api/errors';
import { t } from '../i18n/messages';
import { serverErrorText } from '../i18n/server-text';

export type FailureOutcome =
  /** No answer: stop the run, count nothing (the server may or may not have the change). */
  | { kind: 'network' }
  /**
   * TRUST-3: the server is busy (its load shedder's 503) or asks this device to slow down (429):
   * stop the run, count nothing (the task is not at fault; three counted tries would skip it) and
   * send again after Retry-After.
   */
  | { kind: 'busy'; retryAfterSeconds: number | null }
  /** 401: stop the run, count nothing, ask to sign in again. */
  | { kind: 'signIn' }
  /**
   * Any other 5xx or an unreadable answer: count a try. The runner first asks the health check:
   * a server that is down counts nothing (FIELD-5).
   */
  | { kind: 'retry'; message: string }
  /** Any other 4xx: the server will never accept this request; kept with its reason. */
  | { kind: 'rejected'; message: string };

/** What a task sends is gone from the device (a photo's bytes): it can never succeed; kept, shown. */
export class LocalDataMissingError extends Error {
  override readonly name: string = 'LocalDataMissingError';
}

// UX-1: the server's reason in the device's language, named by its error code.
function serverMessage(error: HttpError): string {
  return (error.body && serverErrorText(error.body)) || t('queue.error.status', { status: error.status });
}

/** Classifies a failure; anything that is not a request failure (a bug, a storage error) is rethrown. */
export function classifyFailure(error: unknown): FailureOutcome {
  if (error instanceof NetworkError) return { kind: 'network' };
  if (error instanceof HttpError) {
    if (error.status === 401) return { kind: 'signIn' };
    if (isServerBusy(error)) return { kind: 'busy', retryAfterSeconds: error.retryAfterSeconds };
    if (error.status >= 500) return { kind: 'retry', message: serverMessage(error) };
    return { kind: 'rejected', message: serverMessage(error) };
  }
  if (error instanceof LocalDataMissingError) return { kind: 'rejected', message: error.message };
  if (error instanceof ContractError) return { kind: 'retry', message: t('queue.error.answer') };
  throw error;
}
