import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autoQuoteAnswerShape,
  autoQuoteHistoryResponseSchema,
  autoQuoteSettingsSchema,
} from '../../../domain/bids/auto-quote.contract';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse } from '../../lib/http-schemas';
import { sessionFirst } from '../bids';
import type { AutoQuoteService } from './auto-quote.service';

const config = { notFoundText: '找不到這個服務類別設定。' };
const settingsResponse = okResponse(autoQuoteAnswerShape);

/** Auto-quote settings of a service category, and its weekly spending. */
export const autoQuoteRoutes: FastifyPluginAsyncZod<{ autoQuote: AutoQuoteService }> = async (app, { autoQuote }) => {

  app.get('/quote_service_categories/auto_quote/:file', { ...sessionFirst, schema: { params: fileIdParams, response: settingsResponse }, config }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ auto_quote: await autoQuote.settings(request.params.file, userId) });
  });

  app.post(
    '/quote_service_categories/auto_quote/:file',
    { ...sessionFirst, schema: { params: fileIdParams, body: autoQuoteSettingsSchema, response: settingsResponse }, config },
    async (request) => {
      const { userId } = await request.requireSession();
      return ok({ auto_quote: await autoQuote.saveSettings(request.params.file, userId, request.body) });
    },
  );

  app.get(
    '/quote_service_categories/auto_quote_history/:file',
    { ...sessionFirst, schema: { params: fileIdParams, response: okResponse(autoQuoteHistoryResponseSchema.shape) }, config },
    async (request) => {
      const { userId } = await request.requireSession();
      return ok(await autoQuote.history(request.params.file, userId));
    },
  );
};
