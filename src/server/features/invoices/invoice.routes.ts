import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { dataCipherOf } from '../../lib/data-encryption';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse-input';
import { changeInvoiceSettings, getInvoiceSettings } from './invoice.service';

const optionalText = z.string().max(200).nullish();

const invoiceSettingsSchema = z.object({
  carrier_type: z.string().max(20),
  carrier: optionalText,
  donation_code: optionalText,
  unified_number: optionalText,
  title: optionalText,
});

/** The e-invoice carrier for credit purchases (feature flag "invoice settings"). */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const enabled = () => {
    if (!app.config.flags.invoiceSettings) throw AppError.notFound();
  };

  app.get('/users/invoice_settings.json', async (request) => {
    enabled();
    const { userId } = await request.requireSession();
    return ok(await getInvoiceSettings(app.db, userId));
  });

  app.post('/users/invoice_settings.json', async (request) => {
    enabled();
    const { userId } = await request.requireSession();
    return ok(await changeInvoiceSettings(app.db, dataCipherOf(app.config), userId, parseInput(invoiceSettingsSchema, request.body)));
  });
};
