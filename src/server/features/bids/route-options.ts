import type { FastifyRequest } from 'fastify';

/** Route options of the bid routes: a missing session is a 403 before any complaint about the body; no body is an empty one. */
export const sessionFirst = {
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
    request.body ??= {};
  },
};
