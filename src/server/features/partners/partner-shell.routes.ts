import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { partnerShellAnswerShape } from '../../../domain/partners/partner-shell.contract';
import { partnerShellOf } from '../../config/partners';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { partnerChannelOf } from '../auth';
import { partnerById, sessionPartnerId } from './partner-channels';

/**
 * GET /partner/shell.json: the partner whose shell the site shows: the one the session was
 * signed in through, else the partner cookie's; null outside a channel or with PARTNERS_FILE unset.
 */
export const partnerShellRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/partner/shell.json', { schema: { response: okResponse(partnerShellAnswerShape) } }, async (request) => {
    const session = await request.loadSession();
    const fromSession = session ? await sessionPartnerId(app, session.sessionId) : null;
    const partner = partnerById(app, fromSession ?? partnerChannelOf(request));
    return ok({ partner: partner ? partnerShellOf(partner) : null });
  });
};
