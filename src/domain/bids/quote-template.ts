import { z } from 'zod';
import { PRICE_NOTE_MAX_LENGTH, QUOTE_PRICE_MAX } from './quote-input';

/** A pro keeps at most this many quote templates. */
export const QUOTE_TEMPLATES_MAX = 50;
export const TEMPLATE_NAME_MAX_LENGTH = 50;
export const TEMPLATE_ATTACHMENTS_MAX = 5;

const price = (label: string) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isSafeInteger(n) || n <= 0 || n > QUOTE_PRICE_MAX) {
        ctx.addIssue({ code: 'custom', message: `${label}需為大於 0 的整數金額（新台幣元）` });
        return z.NEVER;
      }
      return n;
    });

const optionalId = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const n = Number(v);
    if (!Number.isSafeInteger(n) || n <= 0) {
      ctx.addIssue({ code: 'custom', message: '編號格式不正確' });
      return z.NEVER;
    }
    return n;
  });

const flag = z
  .union([z.boolean(), z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.literal('true'), z.literal('false')])
  .optional()
  .transform((v) => v === true || v === '1' || v === 1 || v === 'true');

/** The fields of a quote template (spec section 3 "Quote template"). */
export const quoteTemplateSchema = z
  .object({
    display_name: z
      .string({ error: '請輸入範本名稱' })
      .trim()
      .min(1, '請輸入範本名稱')
      .max(TEMPLATE_NAME_MAX_LENGTH, `範本名稱最多 ${TEMPLATE_NAME_MAX_LENGTH} 個字`),
    price_note: z.string().trim().max(PRICE_NOTE_MAX_LENGTH, `報價說明最多 ${PRICE_NOTE_MAX_LENGTH} 個字`).optional().default(''),
    flat_rate_at: price('固定價格'),
    hourly_rate_at: price('每小時價格'),
    on_site: flag,
    /** Quotes sent with the template pay on contact (1) or at once (0). */
    is_contact_charge: flag,
    quote_service_id: optionalId,
    quote_category_id: optionalId,
    attachments: z
      .array(z.string().trim().min(1).max(500))
      .max(TEMPLATE_ATTACHMENTS_MAX, `附件最多 ${TEMPLATE_ATTACHMENTS_MAX} 個`)
      .optional()
      .default([]),
  })
  .superRefine((t, ctx) => {
    if (!t.on_site && t.flat_rate_at === null && t.hourly_rate_at === null) {
      ctx.addIssue({ code: 'custom', path: ['flat_rate_at'], message: '請填寫固定價格或每小時價格，或勾選需現場估價' });
    }
  });
export type QuoteTemplateInput = z.output<typeof quoteTemplateSchema>;

/** A quote template as the API answers it. */
export const quoteTemplateResponseSchema = z.object({
  id: z.number(),
  display_name: z.string(),
  price_note: z.string(),
  hourly_rate_at: z.number().nullable(),
  flat_rate_at: z.number().nullable(),
  on_site: z.union([z.literal(0), z.literal(1)]),
  /** 1: quotes sent with it pay their fee when the consumer makes contact. */
  is_contact_charge: z.union([z.literal(0), z.literal(1)]),
  quote_service_id: z.number().nullable(),
  quote_category_id: z.number().nullable(),
  /** URLs of the template's files. */
  attachments: z.array(z.string()),
  modified: z.string(),
});
export type QuoteTemplateResponse = z.infer<typeof quoteTemplateResponseSchema>;
export const quoteTemplateAnswerShape = { quote_template: quoteTemplateResponseSchema };
export const quoteTemplatesAnswerShape = { quote_templates: z.array(quoteTemplateResponseSchema) };
