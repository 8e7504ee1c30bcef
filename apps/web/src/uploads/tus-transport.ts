// One request of the tus protocol (FIELD-3). XHR, not fetch: only XHR reports upload progress, and
// progress is what tells a slow link from a dead one. Every request carries what the app's HTTP
// client adds (sid, Device header, bearer): the Location the server answers has no sid.
import { prepareRequest } from '../api/http';

export type TusMethod = 'POST' | 'HEAD' | 'PATCH' | 'DELETE';

export interface TusRequest {
  method: TusMethod;
  /** A path of this origin (`/api/uploads` or a Location). */
  path: string;
  headers: Record<string, string>;
  body?: Blob;
}

export interface TusAnswer {
  status: number;
  header(name: string): string | null;
  /** The answer's text (an error's `{error, message, details}`), '' when none. */
  text: string;
}

export interface TransportHooks {
  /** Aborts the request: the transport rejects with a TransportFailure. */
  signal: AbortSignal;
  /** Something moved (bytes went up or came down): the request is alive. */
  onProgress(sentBytes: number): void;
}

/** No answer at all (aborted, connection cut, network down). */
export class TransportFailure extends Error {
  override readonly name: string = 'TransportFailure';
}

export type TusTransport = (request: TusRequest, hooks: TransportHooks) => Promise<TusAnswer>;

/** The browser's transport: XMLHttpRequest with upload progress. */
export const xhrTransport: TusTransport = (request, { signal, onProgress }) =>
  new Promise((resolve, reject) => {
    const { url, init } = prepareRequest(request.path, { headers: request.headers });
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, url.toString());
    new Headers(init.headers).forEach((value, name) => {
      // The tus calls answer no JSON on success; the app's JSON default would only mislead.
      if (name !== 'accept') xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onprogress = () => onProgress(0);
    const fail = (message: string) => () => {
      signal.removeEventListener('abort', abort);
      reject(new TransportFailure(message));
    };
    xhr.onerror = fail('The server could not be reached');
    xhr.onabort = fail('The upload was stopped');
    xhr.ontimeout = fail('The request timed out');
    xhr.onload = () => {
      signal.removeEventListener('abort', abort);
      resolve({ status: xhr.status, header: (name) => xhr.getResponseHeader(name), text: xhr.responseText });
    };
    const abort = () => xhr.abort();
    if (signal.aborted) return fail('The upload was stopped')();
    signal.addEventListener('abort', abort);
    xhr.send(request.body ?? null);
  });
