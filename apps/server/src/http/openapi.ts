// SRV-6: the OpenAPI document is generated from the same zod schemas the routes validate with
// (fastify-type-provider-zod turns them into JSON Schema). Only API routes are listed: routes
// without a tag (the provider, static files) are hidden.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const OPENAPI_PATH = '/api/docs/openapi.json';

export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'FieldOps API',
        version: '0.1.0',
        description: 'Calls of spec §7, from @fieldops/contract.',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          sid: {
            type: 'apiKey',
            in: 'query',
            name: 'sid',
            description: 'Session id from POST /api/session/',
          },
        },
      },
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
}

export function openApiRoute(app: FastifyInstance): void {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
