/**
 * The fee a pro pays to send a quote (1 credit = NT$1). It follows what the job is worth: a
 * share of the request's estimated value, from the category's typical price and the quantity
 * the consumer asked for, kept between a floor and a ceiling and rounded to NT$5.
 */
export const QUOTE_FEE_RATE = 0.03;
export const QUOTE_FEE_MIN = 20;
export const QUOTE_FEE_MAX = 400;
/** The fee of a category without a typical price. */
export const QUOTE_FEE_DEFAULT = 60;
/** Hours an hourly job is assumed to take when estimating its value. */
export const HOURLY_JOB_HOURS = 3;
/** The most units (rooms, machines, ...) a request's quantity may multiply the value by. */
export const QUANTITY_CAP = 10;

export interface FeeInput {
  /** The category's typical price (quote_categories.price_hint_*), when it has one. */
  priceHint: { type: 'flat' | 'hourly'; low: number; high: number } | null;
  /** The answer to the category's first number question (how many), if any. */
  quantity: number | null;
}

/** The request's estimated value in TWD, or null when the category has no typical price. */
export function estimatedRequestValue({ priceHint, quantity }: FeeInput): number | null {
  if (!priceHint) return null;
  const typical = (priceHint.low + priceHint.high) / 2;
  const perJob = priceHint.type === 'hourly' ? typical * HOURLY_JOB_HOURS : typical;
  const units = quantity !== null && Number.isFinite(quantity) ? Math.min(Math.max(Math.trunc(quantity), 1), QUANTITY_CAP) : 1;
  return Math.round(perJob * units);
}

/** The quote fee in whole TWD credits. */
export function quoteFee(input: FeeInput): number {
  const value = estimatedRequestValue(input);
  if (value === null) return QUOTE_FEE_DEFAULT;
  const raw = Math.min(Math.max(value * QUOTE_FEE_RATE, QUOTE_FEE_MIN), QUOTE_FEE_MAX);
  return Math.round(raw / 5) * 5;
}

/** Free credit a new pro starts with unless WELCOME_CREDIT says otherwise. */
export const DEFAULT_WELCOME_CREDIT = 300;
/** Quotes a request takes unless REQUEST_MAX_QUOTES says otherwise. */
export const DEFAULT_REQUEST_MAX_QUOTES = 5;

/** What the pro landing page states about pricing: the configured figures (the page adds the fee's bounds and the refund rule). */
export interface QuotingTerms {
  welcomeCredit: number;
  requestMaxQuotes: number;
}
