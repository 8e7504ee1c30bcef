// A tus request that gives up when it makes no progress, not after a fixed total time (FIELD-3):
// on a 256 kbit/s uplink a chunk may take long, but a link that moves nothing for `stallMs` is
// dead. Failures become the HTTP client's typed errors, so the queue classifies them as it does
// every other call (no answer: NetworkError/OfflineError; an answer: HttpError).
import { ApiError, TUS_HEADERS, TUS_VERSION } from '@fieldops/contract';
import { HttpError, NetworkError, OfflineError } from '../api/errors';
import { redactUrl } from '../api/http';
import { type TusAnswer, type TusRequest, type TusTransport, TransportFailure } from './tus-transport';

/** How long a request may move no byte before it is given up (the queue's backoff then owns it). */
export const UPLOAD_STALL_MS = 30_000;

export interface CallOptions {
  transport: TusTransport;
  /** The runner's signal: stops the request at once. */
  signal: AbortSignal;
  stallMs: number;
  onProgress?(sentBytes: number): void;
}

function readError(answer: TusAnswer): ApiError | null {
  try {
    const parsed = ApiError.safeParse(JSON.parse(answer.text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function noAnswer(message: string, cause: unknown): NetworkError {
  return navigator.onLine === false
    ? new OfflineError('The device is offline', { cause })
    : new NetworkError(message, { cause });
}

/**
 * Sends one tus request. Answers with any status the caller `expects` (a 409 or 404 the protocol
 * handles); any other non-2xx is thrown as an HttpError.
 */
export async function tusCall(
  request: TusRequest,
  options: CallOptions,
  expects: readonly number[] = [],
): Promise<TusAnswer> {
  const controller = new AbortController();
  let stalled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, options.stallMs);
  };
  const stop = () => controller.abort();
  options.signal.addEventListener('abort', stop);
  if (options.signal.aborted) controller.abort();
  watch();
  try {
    const answer = await options.transport(
      { ...request, headers: { [TUS_HEADERS.resumable]: TUS_VERSION, ...request.headers } },
      {
        signal: controller.signal,
        onProgress: (sent) => {
          watch();
          options.onProgress?.(sent);
        },
      },
    );
    if ((answer.status >= 200 && answer.status < 300) || expects.includes(answer.status)) return answer;
    throw new HttpError(answer.status, readError(answer));
  } catch (error) {
    const failure =
      error instanceof TransportFailure
        ? noAnswer(stalled ? `No progress for ${options.stallMs / 1000} s` : error.message, error)
        : error;
    const path = redactUrl(new URL(request.path, window.location.origin));
    console.error(`Upload request failed: ${request.method} ${path}`, (failure as Error).message);
    throw failure;
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', stop);
  }
}
