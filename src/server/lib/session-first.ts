import type { FastifyRequest } from 'fastify';

/**
 * Route options that check the session before the params, query and body schemas: a guest
 * gets 403 `invalid token`, never a complaint about the body. The handler's own
 * `requireSession()` then reads the same, cached session.
 */
export const sessionFirst = {
  preValidation: async (request: FastifyRequest): Promise<void> => {
    await request.requireSession();
  },
};
