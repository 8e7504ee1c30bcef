// SRV-6, INT-1: the OpenAPI 3.1 document, generated from the same zod schemas the routes validate
// with (fastify-type-provider-zod turns them into JSON Schema 2020-12, which 3.1 uses as is). The
// contract calls come from their routes; the plain routes (tus uploads, health, this document) are
// written out in plain-routes.ts; each call gets its example (examples.ts). Routes without a tag
// (the provider's pages, static files) are not API and are left out.
import swagger from '@fastify/swagger';
import { IDEMPOTENCY_HEADER } from '@fieldops/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { addCallExamples } from './examples.js';
import { OPENAPI_PATH } from './paths.js';
import { errorAnswerSchema, plainRoutePaths } from './plain-routes.js';

export { OPENAPI_PATH } from './paths.js';

type Operations = Record<string, Record<string, { security?: unknown[]; parameters?: unknown[] }>>;
const WRITES = new Set(['post', 'put', 'delete']);

/** QUEUE-7: a write with a session may carry an Idempotency-Key; a replay answers the first result. */
const idempotencyKey = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'A key unique to this change (16-200 characters). Sent again with the same key, the change is not applied twice: the first answer is replayed.',
  schema: { type: 'string', minLength: 16, maxLength: 200 },
  example: 'note-4102-0001-6b1f2c3d',
};

function finish(document: { paths?: Operations; components?: Record<string, unknown> }) {
  const paths: Operations = { ...document.paths, ...(plainRoutePaths as Operations) };
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (WRITES.has(method) && operation.security && !path.startsWith('/api/uploads')) {
        operation.parameters = [...(operation.parameters ?? []), idempotencyKey];
      }
    }
  }
  addCallExamples(paths as never);
  const components = document.components ?? {};
  return {
    ...document,
    paths,
    components: {
      ...components,
      schemas: { ...(components.schemas as object), ErrorAnswer: errorAnswerSchema },
    },
  };
}

/** A route the server registered: what the document must describe when its url is under /api/. */
export interface RegisteredRoute {
  method: string;
  url: string;
}
const registered = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** INT-1: every route registered after the document (all of ours), for the test that none is missing. */
export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] =>
  registered.get(app) ?? [];

export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  const routes: RegisteredRoute[] = [];
  registered.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FieldOps API',
        version: '0.1.0',
        description:
          'The calls of the FieldOps app and server (spec §7), generated from @fieldops/contract. A refusal answers `{error, message, details}` with a 4xx status.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          sid: {
            type: 'apiKey',
            in: 'query',
            name: 'sid',
            description:
              "The session id answered by POST /api/session/ after the company provider's id token is verified.",
          },
          serviceToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'fo_svc_ followed by 43 characters of base64url',
            description:
              'INT-2: a service token (Authorization: Bearer fo_svc_…), issued once to a service account by an office administrator. An operation lists the scopes that let a token make it; a token without one of them, or on an operation that lists none, is refused with 403.',
          },
        },
      },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
    // The plugin hands the generated document as `openapiObject` (its 3.x branch).
    transformObject: (document) => finish((document as { openapiObject: never }).openapiObject) as never,
  });
}

export function openApiRoute(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
