import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leadDetailAnswerShape } from '../../../domain/bids/bids.contract';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import type { LeadsService } from './lead-detail.service';

/** GET /quote_bids/view/{id}.json: one of the pro's own bids with its request; 404 for anyone else. */
export const leadDetailRoutes: FastifyPluginAsyncZod<{ leads: LeadsService }> = async (app, { leads }) => {
  app.get(
    '/quote_bids/view/:file',
    {
      // A missing session is a 403 before any complaint about the id.
      preValidation: async (request) => {
        await request.requireSession();
      },
      schema: { params: fileIdParams, response: okResponse(leadDetailAnswerShape) },
      config: { notFoundText: '找不到這個案件。' },
    },
    async (request) => {
      const { userId } = await request.requireSession();
      return ok({ quote_bid: await leads.view(userId, request.params.file) });
    },
  );
};
