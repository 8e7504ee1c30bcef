// The one HTTP client of the app (spec §7, HTTP-1..4). Every request gets the Device header, JSON
// headers, and, when the URL carries no sid yet and a session exists, the sid query parameter
// plus the bearer token. Failures become typed errors, are logged without secrets, and are rethrown.
import { DEVICE_HEADER, IDEMPOTENCY_HEADER } from '@fieldops/contract';
import { HttpError, NetworkError, OfflineError, readApiError, retryAfterOf } from './errors';
import { readOAuth } from './stored-oauth';
import { readDeviceSerial, readSessionId } from './stored-session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData, URLSearchParams, Blob and strings are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** QUEUE-7: sent as the Idempotency-Key header so a replayed task is applied once. */
  idempotencyKey?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob
  );
}

/** The URL as it may appear in logs: the sid (a bearer secret, AUTH-12) is removed. */
export function redactUrl(url: URL): string {
  const copy = new URL(url);
  copy.searchParams.delete('sid');
  return copy.pathname + copy.search;
}

/** Builds the URL and headers of a request (exported for tests and for the queue's dry runs). */
export function prepareRequest(path: string, options: RequestOptions = {}): { url: URL; init: RequestInit } {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  const headers = new Headers(options.headers);
  const serial = readDeviceSerial();
  if (serial) headers.set(DEVICE_HEADER, serial);
  headers.set('Accept', 'application/json');
  const sessionId = readSessionId();
  if (!url.searchParams.has('sid') && sessionId) {
    url.searchParams.set('sid', sessionId);
    const accessToken = readOAuth()?.accessToken;
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  }
  if (options.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, options.idempotencyKey);
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    body = isRawBody(options.body) ? options.body : JSON.stringify(options.body);
    // Only a request with a body gets a content type: Fastify rejects an empty body labelled JSON.
    if (!headers.has('Content-Type') && !(options.body instanceof FormData)) {
      headers.set('Content-Type', 'application/json');
    }
  }
  return { url, init: { method: options.method ?? 'GET', headers, body, credentials: 'same-origin' } };
}

async function readAnswer(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('Content-Type') ?? '';
  return type.includes('json') ? JSON.parse(text) : text;
}

/**
 * One exchange, the same for JSON and bytes: the prepared request sent with its timeout and the
 * caller's abort; no answer becomes an OfflineError or NetworkError, a status outside 2xx an
 * HttpError; every failure is logged (without the sid) and rethrown.
 */
async function exchange<T>(
  path: string,
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
  accept?: string,
): Promise<T> {
  const { url, init } = prepareRequest(path, options);
  const headers = new Headers(init.headers);
  if (accept) headers.set('Accept', accept);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);
  try {
    let response: Response;
    try {
      response = await fetch(url, { ...init, headers, signal: controller.signal });
    } catch (cause) {
      throw navigator.onLine === false
        ? new OfflineError('The device is offline', { cause })
        : new NetworkError(
            controller.signal.aborted ? 'The request timed out' : 'The server could not be reached',
            { cause },
          );
    }
    if (!response.ok) {
      throw new HttpError(response.status, await readApiError(response), retryAfterOf(response));
    }
    return await read(response);
  } catch (error) {
    console.error(
      `Request failed: ${init.method ?? 'GET'} ${redactUrl(url)}`,
      error instanceof Error ? error.message : error,
    );
    throw error;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return exchange(path, options, async (response) => (await readAnswer(response)) as T);
}

/**
 * A call that answers bytes (a PDF, an image: the contract's `answerMediaTypes`), read as a Blob.
 * Same headers, sid, errors and logging as `request`.
 */
export async function requestBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return exchange(path, options, (response) => response.blob(), options.headers?.['Accept'] ?? '*/*');
}

/** The URL of a GET that answers bytes, with the sid in its query, for `<img src>` (no headers there). */
export function binaryUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const { url } = prepareRequest(path, { query });
  return url.pathname + url.search;
}

type Helper = <T = unknown>(path: string, options?: Omit<RequestOptions, 'method'>) => Promise<T>;

/** HTTP-4: generic helpers for a path. */
export const get: Helper = (path, options) => request(path, { ...options, method: 'GET' });
export const post: Helper = (path, options) => request(path, { ...options, method: 'POST' });
export const put: Helper = (path, options) => request(path, { ...options, method: 'PUT' });
export const del: Helper = (path, options) => request(path, { ...options, method: 'DELETE' });
