import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors/app-error';
import { ok } from '../../lib/envelope';
import { toUserStateResponse } from './users.mappers';
import { findUserById } from './users.repository';

/** The signed-in user's own state. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const me = async (userId: number) => {
    const user = await findUserById(app.db, userId);
    // A session whose user is gone is as dead as a revoked one.
    if (!user) throw AppError.unauthenticated();
    return toUserStateResponse(user);
  };

  app.get('/user/me.json', async (request) => {
    const { userId } = await request.requireSession();
    return ok(await me(userId));
  });

  app.get('/user/me/type::brief.json', async (request) => {
    const { userId } = await request.requireSession();
    const { info } = await me(userId);
    return ok({ info });
  });
};
