// Typed request failures (HTTP-4), so callers (the queue above all) can tell "no network" from
// "the server said no" without parsing messages.
import { ApiError, ERROR_CODES } from '@fieldops/contract';

/** The request never got an answer: fetch rejected or timed out while the device seemed online. */
export class NetworkError extends Error {
  override readonly name: string = 'NetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The request never got an answer and the device reports no network at all. */
export class OfflineError extends NetworkError {
  override readonly name: string = 'OfflineError';
}

/** The server answered with a non-2xx status; `body` is its {error, message, details} when it sent one. */
export class HttpError extends Error {
  override readonly name: string = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
    /** OPS-5: the answer's Retry-After in seconds (a 503 of a busy server, a 429), when it sent one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(body ? `${status} ${body.error}: ${body.message}` : `HTTP ${status}`);
  }
}

/**
 * TRUST-3: the server said it is busy (a 503 of the load shedder, OPS-5) or asked this device to
 * slow down (429): nothing is wrong with the request or the connection, and it may be sent again
 * after Retry-After. A 503 of anything else (a gateway in front of a server that is down) is not.
 */
export function isServerBusy(error: unknown): boolean {
  return (
    error instanceof HttpError &&
    (error.status === 429 || (error.status === 503 && error.body?.error === ERROR_CODES.busy))
  );
}

/** Retry-After as seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterOf(response: Response, now = Date.now()): number | null {
  const value = response.headers.get('Retry-After');
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The server answered 2xx with something that does not match the contract. */
export class ContractError extends Error {
  override readonly name: string = 'ContractError';
}

export async function readApiError(response: Response): Promise<ApiError | null> {
  try {
    const parsed = ApiError.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
