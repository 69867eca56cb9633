import { z } from 'zod';
import { AppError } from '../errors/app-error';
import { ErrorText } from '../errors/codes';

/** The most a quote may ask, in whole TWD: a sanity bound, not a business limit. */
export const QUOTE_PRICE_MAX = 10_000_000;
export const PRICE_NOTE_MAX_LENGTH = 1000;

const optionalInt = z
  .union([z.string(), z.number()])
  .optional()
  // Not a number stays NaN here, so quotePrice can answer `invalid price` for it.
  .transform((v) => (v === undefined || v === '' ? undefined : typeof v === 'number' ? v : Number(v.trim())));

/** The body of change_status/rating (sending or re-sending a quote). */
export const sendQuoteSchema = z.object({
  rating_type: z.enum(['flat', 'hourly', 'required'], { error: '請選擇報價方式：固定價格、按時計價或需現場估價' }),
  flat_rate_at: optionalInt,
  hourly_rate_at: optionalInt,
  price_note: z.string().max(PRICE_NOTE_MAX_LENGTH, `報價說明最多 ${PRICE_NOTE_MAX_LENGTH} 個字`).optional(),
  last_used_template_id: optionalInt,
  /** 1: pay only for results - the quote is free and the fee is taken at the consumer's first contact. */
  is_contact_charge: z
    .union([z.boolean(), z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)])
    .optional()
    .transform((v) => v === true || v === '1' || v === 1),
});
export type SendQuoteBody = z.infer<typeof sendQuoteSchema>;

export interface QuotePrice {
  rating_type: 'flat' | 'hourly' | 'required';
  flat_rate_at: number | null;
  hourly_rate_at: number | null;
  is_on_site_visit_required_for_quote: boolean;
}

/**
 * The price a quote records: a whole TWD amount above 0 in the field of its type, or none for
 * an on-site inspection. Anything else is 400 `invalid price`, naming the field.
 */
export function quotePrice(body: SendQuoteBody): QuotePrice {
  if (body.rating_type === 'required') {
    return { rating_type: 'required', flat_rate_at: null, hourly_rate_at: null, is_on_site_visit_required_for_quote: true };
  }
  const field = body.rating_type === 'flat' ? 'flat_rate_at' : 'hourly_rate_at';
  const amount = body[field];
  if (amount === undefined || !Number.isSafeInteger(amount) || amount <= 0 || amount > QUOTE_PRICE_MAX) {
    const what = body.rating_type === 'flat' ? '固定價格' : '每小時價格';
    throw AppError.invalid([{ field, message: `${what}需為大於 0 的整數金額（新台幣元）` }], ErrorText.InvalidPrice);
  }
  return {
    rating_type: body.rating_type,
    flat_rate_at: body.rating_type === 'flat' ? amount : null,
    hourly_rate_at: body.rating_type === 'hourly' ? amount : null,
    is_on_site_visit_required_for_quote: false,
  };
}
