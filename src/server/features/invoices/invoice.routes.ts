import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../domain/errors/app-error';
import { invoiceSettingsAnswerShape, invoiceSettingsBodySchema } from '../../../domain/invoices/invoice-settings.contract';
import { dataCipherOf } from '../../lib/data-encryption';
import { ok } from '../../lib/envelope';
import { okResponse } from '../../lib/http-schemas';
import { changeInvoiceSettings, getInvoiceSettings } from './invoice.service';

/** The e-invoice carrier for credit purchases (feature flag "invoice settings"). */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Flag off: the route does not exist; then the session, before the body is read.
  const enabledThenSession = {
    preValidation: async (request: FastifyRequest) => {
      if (!app.config.flags.invoiceSettings) throw AppError.notFound();
      await request.requireSession();
    },
  };
  const response = okResponse(invoiceSettingsAnswerShape);

  app.get('/users/invoice_settings.json', { ...enabledThenSession, schema: { response } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await getInvoiceSettings(app.db, userId));
  });

  app.post('/users/invoice_settings.json', { ...enabledThenSession, schema: { body: invoiceSettingsBodySchema, response } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await changeInvoiceSettings(app.db, dataCipherOf(app.config), userId, request.body));
  });
};
