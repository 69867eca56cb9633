import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { freeCreditEventEditSchema } from '../../../domain/free-credits/free-credit-event.schema';
import { FREE_CREDIT_MESSAGES } from '../../../domain/free-credits/free-credit-events';
import { adminFreeCreditEventShape, adminFreeCreditEventsShape, claimAnswerShape, freeCreditsAnswerShape } from '../../../domain/free-credits/free-credits.contract';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { sessionFirst } from '../../lib/session-first';
import { requireOperator } from '../../lib/require-operator';
import { adminEditEvent, adminListEvents, claimFreeCredit, listFreeCredits } from './free-credits.service';

// A task's code in the path (`profile_name.json`); anything else names no task.
const codeParams = z.object({
  file: z
    .string()
    .regex(/^[a-z0-9_]{1,40}(?:\.json)?$/)
    .transform((file) => file.replace(/\.json$/, '')),
});
const notFound = { notFoundText: FREE_CREDIT_MESSAGES.notFound };

/** The free-credit tasks (dashboard/free-credits) and their operator edits. */
export const freeCreditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/free_credits/index.json', { schema: { response: okResponse(freeCreditsAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await listFreeCredits(app.db, userId, app.clock.now()));
  });

  app.post('/free_credits/claim/:file', { ...sessionFirst, config: notFound, schema: { params: codeParams, response: okResponse(claimAnswerShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await claimFreeCredit(app.db, userId, request.params.file, app.clock.now()));
  });

  app.get('/admin/free_credit_events/index.json', { schema: { response: okResponse(adminFreeCreditEventsShape) } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await adminListEvents(app.db, userId));
  });

  // Anyone but an operator is told there is no such page, before the id or the body is looked at.
  const operatorFirst = async (request: FastifyRequest) => requireOperator(app.db, (await request.requireSession()).userId);
  app.post(
    '/admin/free_credit_events/edit/:file',
    { preValidation: operatorFirst, config: notFound, schema: { params: fileIdParams, body: freeCreditEventEditSchema, response: okResponse(adminFreeCreditEventShape) } },
    async (request) => {
      const { userId } = await request.requireSession();
      return ok(await adminEditEvent(app.db, userId, request.params.file, request.body));
    },
  );

};
