import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';

/** GET /health.json answers Success once the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health.json', async () => {
    await sql`select 1`.execute(app.db);
    return ok();
  });
};
