// INT-4: one POST of a webhook to its receiver, over node:http(s) so the connection goes to the
// address that was judged (addresses.ts). Redirects are not followed (a 3xx is a failed attempt:
// following one would send the data, and the check, elsewhere). The whole exchange has a deadline;
// the answer's body is read and dropped (at most 64 KiB), only its status counts.
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { pinnedLookup, resolveReceiver } from './addresses.js';

export interface WebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
  timeoutMs: number;
}

export interface PostOutcome {
  statusCode: number | null;
  /** Why no 2xx: the address refused, a network error, the deadline, or the status. */
  error: string | null;
  durationMs: number;
}

const MAX_ANSWER_BYTES = 64 * 1024;

export async function postWebhook(post: WebhookPost): Promise<PostOutcome> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): PostOutcome => ({
    statusCode,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  const url = new URL(post.url);
  try {
    const addresses = await resolveReceiver(url.hostname, post.allowPrivate);
    const statusCode = await send(url, post, pinnedLookup(addresses));
    return done(statusCode, statusCode >= 200 && statusCode < 300 ? null : `HTTP ${statusCode}`);
  } catch (error) {
    return done(null, error instanceof Error ? error.message : String(error));
  }
}

function send(url: URL, post: WebhookPost, lookup: ReturnType<typeof pinnedLookup>): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'POST',
      headers: {
        ...post.headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(post.body)),
        'user-agent': 'FieldOps-Webhooks/1',
      },
      lookup,
    });
    const deadline = setTimeout(
      () => request.destroy(new Error(`no answer within ${post.timeoutMs} ms`)),
      post.timeoutMs,
    );
    request.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    request.on('response', (response) => {
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) response.destroy();
      });
      const finish = () => {
        clearTimeout(deadline);
        resolve(response.statusCode ?? 0);
      };
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', finish);
    });
    request.end(post.body);
  });
}
