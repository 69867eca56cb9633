import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Paths under the API prefix that answer without the API key while the docs are on. */
export const OPENAPI_OPEN_PATHS = { document: '/openapi.json', docsPage: '/docs' } as const;

/** Whether a path under the API prefix is the document or a file of the docs page. */
export function isOpenapiPath(path: string): boolean {
  const { document, docsPage } = OPENAPI_OPEN_PATHS;
  return path === document || path === docsPage || path.startsWith(`${docsPage}/`);
}

/**
 * The OpenAPI 3.1 document of every API route registered after this plugin, built from the
 * routes' zod schemas the first time it is asked for (then cached by @fastify/swagger), at
 * `{apiPrefix}/openapi.json`, and Swagger UI at `{apiPrefix}/docs`. Registration only records
 * routes: no hook runs on any request.
 */
export const openapiPlugin = fp(async (api: FastifyInstance, options: { version: string }) => {
  // Loaded here, so a copy with the docs off (production by default) never loads them.
  const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([import('@fastify/swagger'), import('@fastify/swagger-ui')]);
  await api.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '服務媒合平台 API',
        version: options.version,
        description: 'Conventions (envelope, errors, headers, sessions): docs/api.md. Every call needs X-Api-Key; signed-in calls add X-Session-Token (or the session_token cookie).',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          sessionToken: { type: 'apiKey', in: 'header', name: 'X-Session-Token' },
        },
      },
      security: [{ apiKey: [] }, { apiKey: [], sessionToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await api.register(swaggerUi, { routePrefix: OPENAPI_OPEN_PATHS.docsPage, staticCSP: true });
  api.get(OPENAPI_OPEN_PATHS.document, { schema: { hide: true } }, async () => api.swagger());
});
