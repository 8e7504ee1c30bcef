// OPS-6: no client mistake gives a 5xx, and every refusal has the {error, message, details} shape
// without echoing what was sent. Each case also shows nothing was stored.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonTextProblem, MAX_JSON_DEPTH } from './text-guard.js';
import { apiCall, command, countRows, type TestServer } from '../test/harness.js';
import { signedInCrew } from '../test/signed-in.js';
import { CARLOS } from '../test/jobs-fixtures.js';

let server: TestServer;
let sid: string;
let jobID: number;
beforeAll(async () => ({ server, sid, jobID } = await signedInCrew(CARLOS)));
afterAll(() => server?.close());

function expectRefusal(answer: { statusCode: number; json: () => unknown; body: string }, status: number) {
  expect(answer.statusCode).toBe(status);
  expect(answer.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  expect(Object.keys(answer.json() as object).sort()).toEqual(['details', 'error', 'message']);
}

describe('client mistakes', () => {
  it('[OPS-6] JSON nested 4,000 deep, with an Idempotency-Key, is 400 and stores nothing', async () => {
    const before = await countRows(server.app, 'idempotency_records');
    const deep = `${'['.repeat(4000)}${']'.repeat(4000)}`;
    const answer = await server.app.inject({
      method: 'POST',
      url: `/api/jobs/${jobID}/locations/1/reports/Daily/deep-json-report?sid=${encodeURIComponent(sid)}`,
      headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-json-key-0001' },
      payload: `{"values":{"notes":${deep}},"createdDate":"2026-11-20T10:00:00Z","createdByUser":"Carlos"}`,
    });
    expectRefusal(answer, 400);
    expect(await countRows(server.app, 'idempotency_records')).toBe(before);
  });

  it('[OPS-6] a NUL byte or a lone surrogate in any text is 400 and stores nothing', async () => {
    const before = await countRows(server.app, 'notes');
    for (const text of ['nul \u0000 inside', 'lone \ud800 high', 'lone \udc00 low']) {
      const answer = await server.app.inject(command(sid, 'AddNote', { jobID, noteType: 'General', text }));
      expectRefusal(answer, 400);
    }
    const inQuery = await server.app.inject(apiCall(sid, 'GET', '/api/geocode/reverse?lat=1%00&lng=2'));
    expect(inQuery.statusCode).toBe(400);
    expect(await countRows(server.app, 'notes')).toBe(before);
  });

  it('[OPS-6] a path parameter over the router limit is 414 in the error shape, without echoing the path', async () => {
    const long = 'x'.repeat(500);
    const answer = await server.app.inject(
      apiCall(sid, 'POST', `/api/job/${long}/add-folders`, { folders: [] }),
    );
    expectRefusal(answer, 414);
    expect(answer.body).not.toContain(long);
  });

  it('[OPS-6] a malformed URL is 400 in the error shape', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/job/%E0%A4%A/add-folders' });
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.json()).toMatchObject({
      error: expect.any(String),
      message: expect.any(String),
      details: null,
    });
  });

  it('[OPS-6] headers over the size limit get 431 in the error shape', async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((done, fail) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/api/server', headers: { 'x-big': 'y'.repeat(64 * 1024) } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => done({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', fail);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(Object.keys(JSON.parse(answer.body) as object).sort()).toEqual(['details', 'error', 'message']);
  });
});

describe('jsonTextProblem', () => {
  it('[OPS-6] passes real text (escaped pairs, raw emoji, an escaped backslash before u0000) and finds what is not', () => {
    const fine = [
      '{"a":"\\ud83d\\ude00 ok"}',
      '{"a":"😀 raw"}',
      '{"a":"path \\\\u0000 is text"}',
      '{"a":"quote \\" [[[[ inside"}',
      JSON.stringify({ a: [[[{ b: 'deep enough' }]]] }),
    ];
    for (const json of fine) expect(jsonTextProblem(json)).toBeNull();
    expect(jsonTextProblem('{"a":"\\u0000"}')).toMatch(/NUL/);
    expect(jsonTextProblem('{"a":"\\ud83d x"}')).toMatch(/surrogate/);
    expect(jsonTextProblem('{"a":"\\ude00"}')).toMatch(/surrogate/);
    expect(jsonTextProblem(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`)).toMatch(
      /nested/,
    );
    expect(jsonTextProblem(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBeNull();
  });
});
