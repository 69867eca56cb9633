import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { freeCreditEventEditSchema } from '../../../domain/free-credits/free-credit-event.schema';
import { FREE_CREDIT_MESSAGES } from '../../../domain/free-credits/free-credit-events';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse-input';
import { adminEditEvent, adminListEvents, claimFreeCredit, listFreeCredits, requireOperator } from './free-credits.service';

const fileParams = z.object({ file: z.string() });

function codeOf(file: string): string {
  const code = file.replace(/\.json$/, '');
  if (!/^[a-z0-9_]{1,40}$/.test(code)) throw AppError.notFound(FREE_CREDIT_MESSAGES.notFound);
  return code;
}

function idOf(file: string): number {
  const id = file.replace(/\.json$/, '');
  if (!/^[1-9]\d{0,8}$/.test(id)) throw AppError.notFound(FREE_CREDIT_MESSAGES.notFound);
  return Number(id);
}

/** The free-credit tasks (dashboard/free-credits) and their operator edits. */
export const freeCreditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/free_credits/index.json', async (request) => {
    const { userId } = await request.requireSession();
    return ok(await listFreeCredits(app.db, userId));
  });

  app.post('/free_credits/claim/:file', { schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await claimFreeCredit(app.db, userId, codeOf(request.params.file)));
  });

  app.get('/admin/free_credit_events/index.json', async (request) => {
    const { userId } = await request.requireSession();
    return ok(await adminListEvents(app.db, userId));
  });

  app.post('/admin/free_credit_events/edit/:file', { schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    // Anyone but an operator is told there is no such page, before the body is looked at.
    await requireOperator(app.db, userId);
    const id = idOf(request.params.file);
    const { is_active, ...rest } = parseInput(freeCreditEventEditSchema, request.body);
    return ok(await adminEditEvent(app.db, userId, id, { ...rest, is_active }));
  });
};
