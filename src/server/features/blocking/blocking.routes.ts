import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BLOCKING_MESSAGES, blockServiceOwnerSchema, blockUserSchema } from '../../../domain/blocking/blocking';
import { AppError } from '../../../domain/errors/app-error';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse-input';
import { blockUser, listBlockedUsers, ownerOfPublicService, unblockUser } from './blocking.service';

const fileParams = z.object({ file: z.string() });

function idOfFile(file: string): number {
  const match = /^([1-9]\d{0,9})\.json$/.exec(file);
  if (!match || Number(match[1]) > 2_147_483_647) throw AppError.notFound(BLOCKING_MESSAGES.blockNotFound);
  return Number(match[1]);
}

/** Blocked users (spec section 3 "Blocked user"): add, list, lift. */
export const blockingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/blocked_users/index.json', async (request) => {
    const { userId } = await request.requireSession();
    return ok(await listBlockedUsers(app.db, userId));
  });

  app.post('/blocked_users/add.json', async (request) => {
    const { userId } = await request.requireSession();
    const body = (request.body ?? {}) as Record<string, unknown>;
    // From a profile the client knows the service, not its owner's id.
    if (body.blocked_user_id === undefined && body.quote_service_id !== undefined) {
      const { quote_service_id } = parseInput(blockServiceOwnerSchema, body);
      return ok(await blockUser(app.db, userId, await ownerOfPublicService(app.db, quote_service_id)));
    }
    const { blocked_user_id } = parseInput(blockUserSchema, body);
    return ok(await blockUser(app.db, userId, blocked_user_id));
  });

  app.post('/blocked_users/delete/:file', { schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await unblockUser(app.db, userId, idOfFile(request.params.file)));
  });
};
