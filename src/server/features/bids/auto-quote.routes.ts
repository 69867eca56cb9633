import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { AUTO_QUOTE } from '../../../domain/limits';
import { toUtcString } from '../../../domain/time';
import { ok } from '../../lib/envelope';
import { parseInput } from '../../lib/parse-input';
import { AUTO_QUOTE_BUDGET_MAX, type AutoQuoteService } from './auto-quote.service';

const flag = z
  .union([z.boolean(), z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.literal('true'), z.literal('false')])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === '1' || v === 1 || v === 'true'));

const settingsSchema = z.object({
  is_auto_quote_on: flag,
  weekly_budget: z.coerce
    .number({ error: '每週預算需為數字' })
    .int('每週預算需為整數')
    .min(AUTO_QUOTE.sliderStep, `每週預算至少 ${AUTO_QUOTE.sliderStep} 點`)
    .max(AUTO_QUOTE_BUDGET_MAX, `每週預算最多 ${AUTO_QUOTE_BUDGET_MAX} 點`)
    .refine((n) => n % AUTO_QUOTE.sliderStep === 0, `每週預算以 ${AUTO_QUOTE.sliderStep} 點為單位`)
    .optional(),
  template_id: z.coerce.number({ error: '請選擇報價範本' }).int().positive('請選擇報價範本').optional(),
  /** The pro's explicit agreement that auto-quotes spend credit, needed before the first. */
  consent: flag,
});

function serviceCategoryId(file: string): number {
  const id = file.replace(/\.json$/, '');
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw AppError.notFound('找不到這個服務類別設定。');
  return Number(id);
}

const sessionFirst = {
  preValidation: async (request: FastifyRequest) => {
    await request.requireSession();
  },
};
const fileParams = z.object({ file: z.string() });

/** Auto-quote settings of a service category, and its weekly spending. */
export const autoQuoteRoutes: FastifyPluginAsyncZod<{ autoQuote: AutoQuoteService }> = async (app, { autoQuote }) => {

  const view = (row: Awaited<ReturnType<AutoQuoteService['findOwned']>>) => ({
    id: row.id,
    quote_service_id: row.quote_service_id,
    quote_category_id: row.quote_category_id,
    is_auto_quote_on: row.is_auto_quote_on ? 1 : 0,
    weekly_budget: row.auto_quote_weekly_budget,
    template_id: row.auto_quote_template_id,
    consented: row.auto_quote_consented_at ? toUtcString(row.auto_quote_consented_at) : null,
  });

  app.get('/quote_service_categories/auto_quote/:file', { ...sessionFirst, schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok({ auto_quote: view(await autoQuote.findOwned(serviceCategoryId(request.params.file), userId)) });
  });

  app.post('/quote_service_categories/auto_quote/:file', { ...sessionFirst, schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    const id = serviceCategoryId(request.params.file);
    const body = parseInput(settingsSchema, request.body);
    const current = await autoQuote.findOwned(id, userId);
    const templateId = body.template_id ?? current.auto_quote_template_id;
    if (body.template_id !== undefined) {
      const template = await app.db.selectFrom('quote_templates').select('id').where('id', '=', body.template_id).where('user_id', '=', userId).executeTakeFirst();
      if (!template) throw AppError.invalid([{ field: 'template_id', message: '請選擇您自己的報價範本' }]);
    }
    const turningOn = body.is_auto_quote_on ?? current.is_auto_quote_on;
    if (turningOn && templateId === null) throw AppError.invalid([{ field: 'template_id', message: '開啟自動報價前，請先選擇報價範本' }]);
    const consented = current.auto_quote_consented_at ?? (body.consent ? new Date() : null);
    if (turningOn && consented === null) {
      throw AppError.invalid([{ field: 'consent', message: '開啟自動報價前，請先同意系統依預算自動扣除點數' }]);
    }
    await app.db
      .updateTable('quote_service_categories')
      .set({
        is_auto_quote_on: turningOn,
        auto_quote_weekly_budget: body.weekly_budget ?? current.auto_quote_weekly_budget,
        auto_quote_template_id: templateId,
        auto_quote_consented_at: consented,
      })
      .where('id', '=', id)
      .execute();
    return ok({ auto_quote: view(await autoQuote.findOwned(id, userId)) });
  });

  app.get('/quote_service_categories/auto_quote_history/:file', { ...sessionFirst, schema: { params: fileParams } }, async (request) => {
    const { userId } = await request.requireSession();
    return ok(await autoQuote.history(serviceCategoryId(request.params.file), userId));
  });
};
