import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI built from the same zod schemas the routes validate with, so the document cannot drift
 * from the code: UI at /api/docs, JSON at /api/docs/json. Must be registered before the routes.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CastMyScript API',
        version,
        description: 'Every answer: { status, message?, data? }',
      },
      servers: [],
      components: {
        // Protected routes name this scheme; the access token from auth/login goes here.
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI loads only its own files (no inline scripts), so the app-wide CSP from helmet applies.
    // The default validator badge calls an outside service; nothing here may do that.
    uiConfig: { validatorUrl: null },
  });
}
