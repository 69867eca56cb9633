import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FREE_CREDIT_MESSAGES } from '../../../domain/free-credits/free-credit-events';
import { claimAnswerShape, freeCreditsAnswerShape } from '../../../domain/free-credits/free-credits.contract';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { sessionFirst } from '../../lib/session-first';
import { claimFreeCredit, listFreeCredits } from './free-credits.service';

// A task's code in the path (`profile_name.json`); anything else names no task.
const codeParams = z.object({
  file: z
    .string()
    .regex(/^[a-z0-9_]{1,40}(?:\.json)?$/)
    .transform((file) => file.replace(/\.json$/, '')),
});
const notFound = { notFoundText: FREE_CREDIT_MESSAGES.notFound };

/** The free-credit tasks (dashboard/free-credits); operators edit them in the console (features/ops/content.routes.ts). */
export const freeCreditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/free_credits/index.json', { schema: { response: okResponse(freeCreditsAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await listFreeCredits(app.db, userId, app.clock.now()));
  });

  app.post('/free_credits/claim/:file', { ...sessionFirst, config: notFound, schema: { params: codeParams, response: okResponse(claimAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await claimFreeCredit(app.db, userId, request.params.file, app.clock.now()));
  });
};
