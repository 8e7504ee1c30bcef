import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, usePostgres, type TestServer } from '../../test/harness.js';

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
