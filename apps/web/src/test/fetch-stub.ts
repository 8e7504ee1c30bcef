// A fetch stub at the network boundary for unit and component tests: answers by "METHOD path"
// and records every request (URL, headers, body) for assertions.
import { vi } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string | null;
}

type Answer = Response | (() => Response | Promise<Response>) | Error;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function stubFetch(routes: Record<string, Answer> = {}) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body === undefined || init.body === null ? null : String(init.body);
    requests.push({ method, url, headers: new Headers(init.headers), body });
    const key = `${method} ${url.pathname}`;
    const answer = routes[key] ?? routes[`${key}?${url.searchParams.get('proc') ?? ''}`];
    if (answer === undefined)
      return json({ error: 'not_found', message: `No stub for ${key}`, details: null }, 404);
    if (answer instanceof Error) throw answer;
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    /** Requests whose path equals `path` (and method, when given). */
    to(path: string, method?: string) {
      return requests.filter((r) => r.url.pathname === path && (!method || r.method === method));
    },
  };
}

/** A JWT-shaped token with the given claims (unsigned: the app only decodes, the server verifies). */
export function makeIdToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export const authConfig = {
  issuer: 'http://localhost:3000/oidc',
  clientId: 'fieldops-web',
  hostedDomain: 'example.com',
  authorizationEndpoint: 'http://localhost:3000/oidc/auth',
  userinfoEndpoint: 'http://localhost:3000/oidc/me',
  revocationEndpoint: 'http://localhost:3000/oidc/token/revocation',
};
