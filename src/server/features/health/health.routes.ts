import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';

/** GET /health.json answers Success once the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health.json', { schema: { response: okResponse({}) } }, async () => {
    await sql`select 1`.execute(app.db);
    return ok();
  });
};
