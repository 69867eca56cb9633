import { z } from 'zod';
import { AUTO_QUOTE } from '../limits';
import { quoteServiceCategoryResponseSchema } from '../services/quote-service.types';

/** The most a week's auto-quote budget may be, in credit points. */
export const AUTO_QUOTE_BUDGET_MAX = 100_000;

const flag = z
  .union([z.boolean(), z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.literal('true'), z.literal('false')])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === true || v === '1' || v === 1 || v === 'true'));

/** POST /quote_service_categories/auto_quote/{id}: what changes; absent fields stay as they are. */
export const autoQuoteSettingsSchema = z.object({
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
export type AutoQuoteSettingsInput = z.output<typeof autoQuoteSettingsSchema>;

const { id, quote_service_id, quote_category_id, is_auto_quote_on } = quoteServiceCategoryResponseSchema.shape;
const settingKeys = { id, quote_service_id, quote_category_id, is_auto_quote_on };

/** A service category's auto-quote settings, as GET and POST /quote_service_categories/auto_quote/{id} answer them. */
export const autoQuoteSettingsResponseSchema = z.object({
  ...settingKeys,
  weekly_budget: z.number(),
  template_id: z.number().nullable(),
  /** When the pro agreed that auto-quotes spend credit (UTC), or null before. */
  consented: z.string().nullable(),
});
export type AutoQuoteSettingsResponse = z.infer<typeof autoQuoteSettingsResponseSchema>;
export const autoQuoteAnswerShape = { auto_quote: autoQuoteSettingsResponseSchema };

/** Auto-quote spending by week, newest first (Taipei weeks). */
export const autoQuoteHistoryResponseSchema = z.object({
  weekly_budget: z.number(),
  weeks: z.array(z.object({ week_start: z.string(), spent: z.number(), quotes: z.number() })),
});
export type AutoQuoteHistoryResponse = z.infer<typeof autoQuoteHistoryResponseSchema>;
