// The console's one way to the server: `officeCall(name, {params, query, body})`, typed from the
// contract's call table. Every answer is checked by the contract's schema; every failure comes back
// as a value (never a throw) carrying the server's own message for the screen to show.
import { ApiError, type CallAnswer, type CallName, callPath, calls } from '@fieldops/contract';
import type { z } from 'zod';
import { endSessionLocally, readSession } from './session-store';

type Definition<C extends CallName> = (typeof calls)[C];
type BodyOf<C extends CallName> =
  Definition<C> extends { body: z.ZodType } ? z.input<Definition<C>['body']> : never;
export type QueryValue = string | number | boolean | null | undefined;

export interface CallInput<C extends CallName> {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: BodyOf<C>;
}

/** Why a call failed: the server refused (status and its {error, message}), no answer, or a bad answer. */
export type CallFailure =
  | { kind: 'refused'; status: number; error: string; message: string; details?: unknown }
  | { kind: 'unreachable'; message: string }
  | { kind: 'unexpected'; message: string };

export type CallResult<T> = { ok: true; value: T } | { ok: false; failure: CallFailure };

const TIMEOUT_MS = 30_000;

function urlOf(path: string, query: Record<string, QueryValue> = {}, sessionId?: string): URL {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
  }
  if (sessionId) url.searchParams.set('sid', sessionId);
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function officeCall<C extends CallName>(
  name: C,
  input: CallInput<C> = {},
): Promise<CallResult<CallAnswer<C>>> {
  const definition: Definition<C> = calls[name];
  const session = readSession();
  const headers = new Headers({ Accept: 'application/json' });
  if (session) headers.set('Authorization', `Bearer ${session.accessToken}`);
  if (input.body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(urlOf(callPath(definition.path, input.params), input.query, session?.sessionId), {
      method: definition.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, failure: { kind: 'unreachable', message: 'The server could not be reached' } };
  }
  const body = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && session) endSessionLocally();
    const refusal = ApiError.safeParse(body);
    return {
      ok: false,
      failure: refusal.success
        ? { kind: 'refused', status: response.status, ...refusal.data }
        : { kind: 'refused', status: response.status, error: 'http', message: `HTTP ${response.status}` },
    };
  }
  const parsed = definition.answer.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${name}`, parsed.error.issues.slice(0, 3));
    return { ok: false, failure: { kind: 'unexpected', message: `Unexpected answer from ${name}` } };
  }
  return { ok: true, value: parsed.data as CallAnswer<C> };
}

/** A 401: the session is missing, expired or ended; the console goes back to sign-in. */
export const isSignedOut = (failure: CallFailure): boolean =>
  failure.kind === 'refused' && failure.status === 401;
