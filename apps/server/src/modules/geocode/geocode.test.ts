// The upstream geocoder is an outside service, so a tiny local HTTP server stands in for it
// (speaking the Nominatim reverse API); everything on our side is real.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn, startTestServer, type TestServer } from '../../test/harness.js';
import { CARLOS } from '../../test/jobs-fixtures.js';

let upstream: Server;
let upstreamUrl: string;
const seen: URL[] = [];
let respond: (request: IncomingMessage) => { status: number; body: unknown; delayMs?: number };

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    seen.push(url);
    const { status, body, delayMs = 0 } = respond(request);
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    }, delayMs);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/nominatim`;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

async function withServer(
  env: Record<string, string>,
  test: (server: TestServer, sid: string) => Promise<void>,
) {
  const server = await startTestServer({ DEMO_DATA: 'true', ...env });
  try {
    await test(server, await signIn(server, CARLOS));
  } finally {
    await server.close();
  }
}

const lookup = (server: TestServer, sid: string, query = 'lat=45.504912&lng=-122.616831') =>
  server.app.inject(apiCall(sid, 'GET', `/api/geocode/reverse?${query}`));

describe('GET /api/geocode/reverse', () => {
  it('[JOB-5] answers the address the configured geocoder finds at the point', async () => {
    respond = () => ({
      status: 200,
      body: {
        address: {
          house_number: '4410',
          road: 'Southeast Division Street',
          city: 'Portland',
          postcode: '97206',
        },
      },
    });
    await withServer({ GEOCODER_URL: upstreamUrl }, async (server, sid) => {
      const answer = await lookup(server, sid);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ address1: '4410 Southeast Division Street', city: 'Portland' });
      const asked = seen.at(-1)!;
      expect(asked.pathname).toBe('/nominatim/reverse');
      expect(Object.fromEntries(asked.searchParams)).toMatchObject({
        format: 'jsonv2',
        lat: '45.50491',
        lon: '-122.61683',
      });

      respond = () => ({ status: 200, body: { address: { road: 'Rural Route 2', village: 'Boring' } } });
      expect((await lookup(server, sid)).json()).toEqual({ address1: 'Rural Route 2', city: 'Boring' });
      respond = () => ({ status: 200, body: { error: 'Unable to geocode' } });
      expect((await lookup(server, sid)).statusCode).toBe(404);
      respond = () => ({ status: 500, body: {} });
      expect((await lookup(server, sid)).json()).toMatchObject({ error: 'geocoder_failed' });
      respond = () => ({ status: 200, body: { address: 'not an object' } });
      expect((await lookup(server, sid)).statusCode).toBe(502);
    });
  });

  it('[JOB-5] without a configured geocoder the call is 503 geocoder_unavailable and asks nobody', async () => {
    const before = seen.length;
    await withServer({}, async (server, sid) => {
      const answer = await lookup(server, sid);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ error: 'geocoder_unavailable' });
    });
    expect(seen.length).toBe(before);
  });

  it('[JOB-5] a geocoder slower than GEOCODER_TIMEOUT_MS is given up: 504 geocoder_timeout', async () => {
    respond = () => ({
      status: 200,
      body: { address: { road: 'Late St', city: 'Portland' } },
      delayMs: 1_500,
    });
    await withServer({ GEOCODER_URL: upstreamUrl, GEOCODER_TIMEOUT_MS: '200' }, async (server, sid) => {
      const started = Date.now();
      const answer = await lookup(server, sid);
      expect(answer.statusCode).toBe(504);
      expect(answer.json()).toMatchObject({ error: 'geocoder_timeout' });
      expect(Date.now() - started).toBeLessThan(1_400);
    });
  });

  it('[SRV-1] [OPS-6] coordinates out of range, empty or blank are 400 and reach no geocoder; the call needs a session', async () => {
    respond = () => ({ status: 200, body: { address: { road: 'X', city: 'Y' } } });
    const before = seen.length;
    await withServer({ GEOCODER_URL: upstreamUrl }, async (server, sid) => {
      const empty = ['lat=&lng=', 'lat=&lng=1', 'lat=40&lng=', 'lat=%20&lng=%20'];
      for (const query of ['lat=91&lng=0', 'lat=0&lng=-181', 'lat=abc&lng=1', 'lng=1', ...empty]) {
        expect((await lookup(server, sid, query)).statusCode, query).toBe(400);
      }
      const anonymous = await server.app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=1&lng=1' });
      expect(anonymous.statusCode).toBe(401);
    });
    expect(seen.length).toBe(before);
  });
});
