import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Engine } from '../db/connection';
import { startTestServer, type TestServer } from './harness';

/** One registered route, as Fastify registered it (the API prefix included). */
export interface RegisteredRoute {
  method: string;
  url: string;
  /** "METHOD /url", the key of the access matrix. */
  key: string;
  /** The zod body schema, for routes that declare one. */
  bodySchema: unknown;
  /** The route's whole schema (params, querystring, body, response, hide), if it declares one. */
  schema: RouteOptions['schema'];
}

/**
 * Starts the real app (startTestServer) and records every route it registers, through Fastify's
 * `onRoute` hook installed on the instance as it is created (the `fastify.initialization`
 * diagnostics channel), so nothing in the app has to know about the tests. HEAD routes that
 * Fastify adds for each GET are left out.
 */
export async function startServerWithRoutes(
  engine: Engine,
  options: Parameters<typeof startTestServer>[1] = {},
): Promise<{ server: TestServer; routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  const listen = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, key: `${method} ${route.url}`, bodySchema: (route.schema as { body?: unknown } | undefined)?.body, schema: route.schema });
      }
    });
  };
  channel.subscribe(listen);
  try {
    const server = await startTestServer(engine, options);
    return { server, routes };
  } finally {
    channel.unsubscribe(listen);
  }
}
