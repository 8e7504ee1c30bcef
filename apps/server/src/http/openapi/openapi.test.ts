// INT-1: the OpenAPI document is 3.1, valid, covers every API route the server registers, describes
// how a caller authenticates, and gives every operation an example that the contract accepts.
import { calls, type CallDefinition, type CallName } from '@fieldops/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { callExamples } from './call-examples.js';
import { registeredRoutes } from './document.js';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, { example?: unknown }> };
  responses?: Record<
    string,
    { content?: Record<string, { example?: unknown }>; headers?: Record<string, { example?: unknown }> }
  >;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

let server: TestServer;
let doc: Document;
beforeAll(async () => {
  server = await startTestServer();
  const answer = await server.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(answer.statusCode).toBe(200);
  doc = answer.json<Document>();
});
afterAll(() => server.close());

/** Fastify's `/api/job/:id` as OpenAPI's `/api/job/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('the OpenAPI document', () => {
  it('[INT-1] is OpenAPI 3.1 and passes an OpenAPI schema validator', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc as never);
    expect(result.errors ?? [], JSON.stringify(result.errors ?? []).slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
    // The validator does judge: the same document with a parameter that says not where it goes is refused.
    const broken = structuredClone(doc);
    broken.paths['/api/job/{id}/add-folders']!.post!.parameters![0]!.in = 'nowhere';
    expect((await new Validator().validate(broken as never)).valid).toBe(false);
  });

  it('[INT-1] describes every API route the server registers, /api/batch and the tus upload routes included', () => {
    const routes = registeredRoutes(server.app).filter((route) => route.url.startsWith('/api/'));
    const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
    // Fastify adds a HEAD beside every GET (exposeHeadRoutes): the GET's operation covers it.
    const own = routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
    expect(own.length).toBeGreaterThan(45);
    const missing = own.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
    for (const path of ['/api/batch', '/api/uploads', '/api/uploads/{id}'])
      expect(doc.paths[path]).toBeDefined();
    expect(Object.keys(doc.paths['/api/uploads/{id}']!).sort()).toEqual(['delete', 'head', 'patch']);
    // The provider's pages speak OpenID Connect (its discovery document describes them), not our API.
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/oidc'))).toBe(false);
  });

  it('[INT-1] fails when a route is missing: a route registered without a description is reported', async () => {
    const other = await startTestServer();
    try {
      other.app.get('/api/undocumented-probe', async () => ({ ok: true }));
      const answer = await other.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
      const paths = answer.json<Document>().paths;
      const missing = registeredRoutes(other.app).filter(
        (r) =>
          r.url.startsWith('/api/') &&
          r.method !== 'HEAD' &&
          !paths[openApiPath(r.url)]?.[r.method.toLowerCase()],
      );
      expect(missing).toEqual([{ method: 'GET', url: '/api/undocumented-probe' }]);
    } finally {
      await other.close();
    }
  });

  it('[INT-1] [INT-2] names how a caller authenticates, and every call says whether it takes a session or a service token and with which scopes', () => {
    expect(doc.components.securitySchemes.sid).toMatchObject({ type: 'apiKey', in: 'query', name: 'sid' });
    expect(doc.components.securitySchemes.serviceToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [name, call] of Object.entries(calls) as [CallName, CallDefinition][]) {
      const operation = doc.paths[openApiPath(call.path)]?.[call.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(name);
      const token = call.scopes ? [{ serviceToken: [...call.scopes] }] : [];
      expect(operation?.security, name).toEqual(call.auth ? [{ sid: [] }, ...token] : undefined);
    }
    expect(doc.paths['/api/office/timesheets/export']!.get!.security).toContainEqual({
      serviceToken: ['timesheets:read'],
    });
  });

  it('[INT-1] every operation carries an example, and each call example is accepted by the call schemas', () => {
    for (const { path, method, operation } of operations()) {
      const responses = Object.values(operation.responses ?? {});
      const examples = [
        ...(operation.parameters ?? []).map((p) => p.example),
        ...Object.values(operation.requestBody?.content ?? {}).map((c) => c.example),
        ...responses.flatMap((r) => Object.values(r.content ?? {}).map((c) => c.example)),
        ...responses.flatMap((r) => Object.values(r.headers ?? {}).map((h) => h.example)),
      ].filter((example) => example !== undefined);
      expect(examples.length, `${method} ${path}`).toBeGreaterThan(0);
    }
    for (const name of Object.keys(calls) as CallName[]) {
      const call = calls[name] as Record<string, unknown>;
      const example = callExamples[name] as Record<string, unknown>;
      for (const part of ['params', 'query', 'body', 'answer'] as const) {
        const schema = call[part] as
          { safeParse(value: unknown): { success: boolean; error?: unknown } } | undefined;
        if (part !== 'answer')
          expect(example[part] !== undefined, `${name}.${part}`).toBe(schema !== undefined);
        if (!schema || example[part] === undefined) continue;
        const parsed = schema.safeParse(example[part]);
        expect(parsed.success, `${name}.${part}: ${JSON.stringify(parsed.error)}`).toBe(true);
      }
    }
  });
});
