import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, usePostgres, type TestServer } from '../../test/harness.js';
import { LIVENESS_PATH } from '../../http/health-port.js';
import { READINESS_PATH } from './routes.js';

describe('GET /api/server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('[START-3] [SHELL-3] answers the database name, its status after a real query, and the server name', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/server' });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ Database: string; DBStatus: string; Server: string }>();
    expect(body).toEqual({
      Database: usePostgres ? expect.stringMatching(/^fieldops_t_/) : 'fieldops.sqlite',
      DBStatus: 'success',
      Server: hostname(),
    });
  });

  it('[START-3] needs no session', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/server?sid=whatever' });
    expect(answer.statusCode).toBe(200);
  });
});

describe('health when the database is down', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('[OPS-1] live and ready answer 200 while the database answers', async () => {
    const live = await server.app.inject({ method: 'GET', url: LIVENESS_PATH });
    expect([live.statusCode, live.json()]).toEqual([200, { live: true }]);
    const ready = await server.app.inject({ method: 'GET', url: READINESS_PATH });
    expect([ready.statusCode, ready.json()]).toEqual([200, { ready: true }]);
  });

  it('[OPS-1] /api/server and readiness say 503 when the database does not answer; liveness stays 200', async () => {
    await server.app.database.db.destroy();
    const status = await server.app.inject({ method: 'GET', url: '/api/server' });
    expect(status.statusCode).toBe(503);
    expect(status.headers['retry-after']).toBe('10');
    expect(status.json()).toMatchObject({ DBStatus: 'error', Server: hostname() });
    const ready = await server.app.inject({ method: 'GET', url: READINESS_PATH });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: 'not_ready',
      message: 'The database does not answer',
      details: null,
    });
    const live = await server.app.inject({ method: 'GET', url: LIVENESS_PATH });
    expect(live.statusCode).toBe(200);
  });
});
