import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@fieldops/contract';
import { json, stubFetch } from '../test/fetch-stub';
import { HttpError, NetworkError, OfflineError } from './errors';
import { del, get, post, put, request } from './http';

function signIn() {
  localStorage.setItem(STORAGE_KEYS.currentSessionID, 'session-123');
  localStorage.setItem(
    STORAGE_KEYS.oauth2,
    JSON.stringify({
      idToken: 'id.tok.en',
      accessToken: 'access-456',
      expiresAt: Date.now() + 3_600_000,
      identity: { email: 'ana@example.com', exp: 1 },
      revocationEndpoint: '/oidc/token/revocation',
      userinfoEndpoint: '/oidc/me',
      clientId: 'web',
    }),
  );
}

describe('request', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('[HTTP-1] sends the Device header from the stored device serial, and none without one', async () => {
    const net = stubFetch({ 'GET /api/server': json({ ok: true }) });
    await get('/api/server');
    expect(net.requests[0]!.headers.has('Device')).toBe(false);
    localStorage.setItem(STORAGE_KEYS.deviceSerial, '1700000000000@@abcdefghij');
    await get('/api/server');
    expect(net.requests[1]!.headers.get('Device')).toBe('1700000000000@@abcdefghij');
  });

  it('[HTTP-2] sends JSON content type unless set, and always Accept application/json', async () => {
    const net = stubFetch({ 'POST /api/x': json({}) });
    await post('/api/x', { body: { a: 1 } });
    await post('/api/x', { body: 'a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(net.requests[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(net.requests[0]!.body).toBe('{"a":1}');
    expect(net.requests[1]!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    for (const r of net.requests) expect(r.headers.get('Accept')).toBe('application/json');
  });

  it('[HTTP-3] adds sid and the bearer token when a session is stored and the URL has no sid', async () => {
    signIn();
    const net = stubFetch({ 'GET /api/jobs': json([]) });
    await get('/api/jobs', { query: { since: '2024-01-01' } });
    const sent = net.requests[0]!;
    expect(sent.url.searchParams.get('sid')).toBe('session-123');
    expect(sent.url.searchParams.get('since')).toBe('2024-01-01');
    expect(sent.headers.get('Authorization')).toBe('Bearer access-456');
  });

  it('[HTTP-3] never adds a second sid, nor a bearer token, when the URL already has one', async () => {
    signIn();
    const net = stubFetch({ 'DELETE /api/session/': json({ ok: true }) });
    await del('/api/session/?sid=other-session');
    const sent = net.requests[0]!;
    expect(sent.url.searchParams.getAll('sid')).toEqual(['other-session']);
    expect(sent.headers.has('Authorization')).toBe(false);
  });

  it('[HTTP-3] adds neither sid nor bearer without a stored session', async () => {
    const net = stubFetch({ 'GET /api/server': json({}) });
    await get('/api/server');
    expect(net.requests[0]!.url.searchParams.has('sid')).toBe(false);
    expect(net.requests[0]!.headers.has('Authorization')).toBe(false);
  });

  it('[HTTP-4] has GET, POST, PUT and DELETE helpers for a path, answering the parsed JSON', async () => {
    const net = stubFetch({
      'GET /api/a': json({ got: 1 }),
      'POST /api/a': json({ posted: 1 }),
      'PUT /api/a': json({ put: 1 }),
      'DELETE /api/a': new Response(null, { status: 204 }),
    });
    expect(await get('/api/a')).toEqual({ got: 1 });
    expect(await post('/api/a', { body: {} })).toEqual({ posted: 1 });
    expect(await put('/api/a', { body: {} })).toEqual({ put: 1 });
    expect(await del('/api/a')).toBeUndefined();
    expect(net.requests.map((r) => r.method)).toEqual(['GET', 'POST', 'PUT', 'DELETE']);
  });

  it('[HTTP-4] rethrows a server refusal as HttpError with its {error, message, details}, logged without secrets', async () => {
    signIn();
    stubFetch({
      'POST /api/a': json({ error: 'forbidden', message: 'Not your job', details: { jobID: 4 } }, 403),
    });
    const failure = await post('/api/a', { body: {} }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 403, body: { error: 'forbidden', message: 'Not your job' } });
    expect(errors).toHaveBeenCalled();
    const logged = JSON.stringify(errors.mock.calls);
    expect(logged).toContain('/api/a');
    expect(logged).not.toContain('session-123');
    expect(logged).not.toContain('access-456');
  });

  it('[HTTP-4] turns a rejected fetch into NetworkError, or OfflineError when the device is offline', async () => {
    stubFetch({ 'GET /api/a': new TypeError('Failed to fetch') });
    await expect(get('/api/a')).rejects.toBeInstanceOf(NetworkError);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(get('/api/a')).rejects.toBeInstanceOf(OfflineError);
    onLine.mockRestore();
  });

  it('[HTTP-4] gives up after the timeout with a NetworkError', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: URL, init: RequestInit) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    );
    const pending = request('/api/slow', { timeoutMs: 4_000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4_000);
    const failure = await pending;
    expect(failure).toBeInstanceOf(NetworkError);
    expect((failure as Error).message).toMatch(/timed out/);
    vi.useRealTimers();
  });

  it('sends the Idempotency-Key header when given a key (used by the queue)', async () => {
    const net = stubFetch({ 'POST /api/a': json({}) });
    await post('/api/a', { body: {}, idempotencyKey: 'key-0123456789abcdef' });
    expect(net.requests[0]!.headers.get('Idempotency-Key')).toBe('key-0123456789abcdef');
  });
});
