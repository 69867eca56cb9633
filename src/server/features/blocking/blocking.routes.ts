import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOCKING_MESSAGES, blockBodySchema } from '../../../domain/blocking/blocking';
import { blockAnswerShape, blockedUsersAnswerShape } from '../../../domain/blocking/blocking.contract';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { sessionFirst } from '../../lib/session-first';
import { blockUser, listBlockedUsers, ownerOfPublicService, unblockUser } from './blocking.service';

/** Blocked users (spec section 3 "Blocked user"): add, list, lift. */
export const blockingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/blocked_users/index.json', { schema: { response: okResponse(blockedUsersAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await listBlockedUsers(app.db, userId));
  });

  // Two bodies: a user id, or a public profile's service id (the client knows the service, not its owner).
  app.post('/blocked_users/add.json', { ...sessionFirst, schema: { body: blockBodySchema, response: okResponse(blockAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    const { blocked_user_id, quote_service_id } = request.body;
    if (blocked_user_id === undefined && quote_service_id !== undefined) {
      return ok(await blockUser(app.db, userId, await ownerOfPublicService(app.db, quote_service_id)));
    }
    return ok(await blockUser(app.db, userId, blocked_user_id!));
  });

  app.post(
    '/blocked_users/delete/:file',
    { ...sessionFirst, config: { notFoundText: BLOCKING_MESSAGES.blockNotFound }, schema: { params: fileIdParams, response: okResponse(blockedUsersAnswerShape) } },
    async (request) => {
      const { userId } = await request.requireSession();
      return ok(await unblockUser(app.db, userId, request.params.file));
    },
  );
};
