// MISC-4 on the device: one chat message per unexpected error, with device and version, and a
// crash loop cannot flood the channel. The last test goes through the real HTTP client to the
// logger call (fetch stubbed at the network boundary).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@fieldops/contract';
import { json, stubFetch } from '../test/fetch-stub';
import {
  createErrorReporter,
  installErrorReporter,
  MAX_REPORTS,
  REPEAT_MS,
  reportUnexpectedError,
  WINDOW_MS,
  type ErrorReporterDeps,
} from './error-reporter';
import { waitUntil } from '../test/waits';
import { errorReporterDeps } from './error-reporter-deps';

const facts = {
  model: 'Pixel 8',
  platform: 'android',
  uuid: 'u-1',
  version: '14',
  manufacturer: 'Google',
  isVirtual: false,
};

function setup(over: Partial<ErrorReporterDeps> = {}) {
  const sent: ChatMessage[] = [];
  let clock = Date.parse('2026-11-22T10:00:00Z');
  const deps: ErrorReporterDeps = {
    send: async (message) => void sent.push(message),
    isOnline: () => true,
    isSignedIn: () => true,
    deviceFacts: async () => facts,
    appVersion: '1.4.0',
    build: 'abc123',
    now: () => clock,
    currentPath: () => '/jobs/42/job-page',
    ...over,
  };
  return { sent, deps, reporter: createErrorReporter(deps), tick: (ms: number) => (clock += ms) };
}

const allText = (message: ChatMessage) => JSON.stringify(message.blocks);

let uninstall: (() => void) | null = null;
afterEach(() => {
  uninstall?.();
  uninstall = null;
  vi.unstubAllGlobals();
});

describe('error reporter', () => {
  it('[MISC-4] an uncaught error and an unhandled rejection each send one message with device and version', async () => {
    const { sent, reporter } = setup();
    uninstall = installErrorReporter(window, reporter);
    window.dispatchEvent(
      new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }),
    );
    await waitUntil(() => expect(sent).toHaveLength(1));
    const text = allText(sent[0]!);
    for (const part of [
      'TypeError: x is undefined',
      '1.4.0',
      'abc123',
      'Google Pixel 8',
      'android 14',
      '/jobs/42/job-page',
      'error',
    ]) {
      expect(text).toContain(part);
    }
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('sync exploded') });
    window.dispatchEvent(rejection);
    await waitUntil(() => expect(sent).toHaveLength(2));
    expect(allText(sent[1]!)).toContain('unhandledrejection');
    reportUnexpectedError(new Error('route blew up'), 'route');
    await waitUntil(() => expect(sent).toHaveLength(3));
    expect(allText(sent[2]!)).toContain('route blew up');
  });

  it('[MISC-4] a crash loop sends at most MAX_REPORTS per window, the same error once an hour, across reloads', async () => {
    const first = setup();
    for (let i = 0; i < 50; i += 1) await first.reporter.report(new Error(`crash ${i}`), 'error');
    expect(first.sent).toHaveLength(MAX_REPORTS);
    // A reload makes a new reporter; the record is in localStorage.
    const reloaded = createErrorReporter(first.deps);
    expect(await reloaded.report(new Error('after reload'), 'error')).toBe('limited');
    first.tick(WINDOW_MS);
    expect(await reloaded.report(new Error('crash 0'), 'error')).toBe('limited');
    expect(await reloaded.report(new Error('a new one'), 'error')).toBe('sent');
    const last = allText(first.sent.at(-1)!);
    expect(last).toMatch(/Not reported before this one\* 4[89]/);
    first.tick(REPEAT_MS);
    expect(await reloaded.report(new Error('crash 0'), 'error')).toBe('sent');
  });

  it('[MISC-4] offline or signed out, a report is dropped (not queued) and counted for the next one', async () => {
    let online = false;
    let signedIn = true;
    const { sent, reporter } = setup({ isOnline: () => online, isSignedIn: () => signedIn });
    expect(await reporter.report(new Error('offline crash'), 'error')).toBe('offline');
    signedIn = false;
    online = true;
    expect(await reporter.report(new Error('signed out crash'), 'error')).toBe('signedOut');
    expect(sent).toHaveLength(0);
    signedIn = true;
    expect(await reporter.report(new Error('back online'), 'error')).toBe('sent');
    expect(allText(sent[0]!)).toContain('Not reported before this one* 2');
  });

  it('[MISC-4] a failing logger is not retried and never reports itself', async () => {
    const send = vi.fn(async () => Promise.reject(new Error('429')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reporter } = setup({ send });
    expect(await reporter.report(new Error('boom'), 'error')).toBe('failed');
    expect(await reporter.report(new Error('boom'), 'error')).toBe('limited');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('[MISC-4] sends through POST /api/logger/{chat-service} with the session', async () => {
    localStorage.setItem('currentSessionID', 'sid-7');
    const net = stubFetch({ 'POST /api/logger/slack': json({ ok: true, delivery: 'stored' }) });
    const reporter = createErrorReporter({ ...errorReporterDeps(), isOnline: () => true });
    expect(await reporter.report(new Error('real path'), 'error')).toBe('sent');
    const [request] = net.to('/api/logger/slack', 'POST');
    expect(request!.url.searchParams.get('sid')).toBe('sid-7');
    const body = JSON.parse(request!.body!) as ChatMessage;
    expect(body.blocks.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(body)).toContain('Error: real path');
    expect(JSON.stringify(body)).toContain('0.0.0-test');
    expect(JSON.stringify(body)).not.toContain('sid-7');
  });

  it('[MISC-4] storage that cannot be written never makes a report reject (no report loop), and the limit still holds', async () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const { sent, reporter } = setup({ storage: broken });
    const outcomes = [];
    for (let i = 0; i < 6; i += 1) outcomes.push(await reporter.report(new Error(`crash ${i}`), 'error'));
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'limited', 'limited', 'limited']);
    expect(sent).toHaveLength(MAX_REPORTS);
  });

  it('[MISC-4] an unprintable thrown value is still reported, by its shape, without rejecting', async () => {
    const { sent, reporter } = setup();
    const circular: Record<string, unknown> = { status: 500, note: 'Mrs Jones, 12 Elm St' };
    circular['self'] = circular;
    expect(await reporter.report(circular, 'unhandledrejection')).toBe('sent');
    const text = allText(sent[0]!);
    expect(text).toContain('Object thrown (keys: status, note, self)');
    expect(text).not.toContain('Elm St');
  });

  it('[MISC-4] a report carries no email, session id or token from the error', async () => {
    const { sent, reporter } = setup({ currentPath: () => '/file-sync/carlos@example.com' });
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const error = new Error(
      `GET /api/job/7?sid=s3cr3t-session&x=1 failed for carlos.crew@example.com (Bearer ya29.a0Af-token, ${jwt})`,
    );
    expect(await reporter.report(error, 'error')).toBe('sent');
    const text = allText(sent[0]!);
    for (const secret of [
      's3cr3t-session',
      'carlos.crew@example.com',
      'carlos@example.com',
      'ya29.a0Af-token',
      jwt,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('sid=[redacted]&x=1');
    expect(text).toContain('[email]');
    expect(text).toContain('GET /api/job/7');
  });
});
