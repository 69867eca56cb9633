import { formatTwd, TWD_PREFIX } from './twd';

/**
 * The one way prices are written: `NT$1,200`, a range `NT$1,200–3,000` (the currency once, an en
 * dash), and a unit after a slash with no spaces: `NT$800/小時`, `NT$1,500–3,500/台`. Category
 * pages, price guides, quotes, leads and the quote e-mails all write prices through here.
 * Credit is not money: it is counted in 點 and never written with NT$.
 */

/** The unit of an hourly price. */
export const HOUR_UNIT = '小時';
/** Between an amount and its unit. */
export const PRICE_UNIT_SEPARATOR = '/';
/** Between the ends of a range. */
export const PRICE_RANGE_DASH = '–';

// Older wordings of a unit: 每台, /台, ／台, 台, 一台, with or without spaces.
const UNIT_PREFIX = /^\s*(?:每|\/|／|一)?\s*/;

/** A unit as written after an amount: `/台`; empty when there is none. */
export function formatPriceUnit(unit: string | null | undefined): string {
  const bare = (unit ?? '').replace(UNIT_PREFIX, '').trim();
  return bare === '' ? '' : `${PRICE_UNIT_SEPARATOR}${bare}`;
}

/** `NT$1,200–3,000`; one amount when both ends are equal; the ends are put in order. */
export function formatTwdRange(low: number, high: number): string {
  const [a, b] = low <= high ? [low, high] : [high, low];
  if (a === b) return formatTwd(a);
  const upper = formatTwd(b);
  // A negative upper end keeps its own sign and prefix, so it stays readable.
  return `${formatTwd(a)}${PRICE_RANGE_DASH}${b < 0 ? upper : upper.slice(TWD_PREFIX.length)}`;
}

export interface PriceInput {
  low: number;
  /** The upper end of a range; absent or equal to `low` for one amount. */
  high?: number | null;
  /** What the amount is for: 台, 小時, 坪, 次 (older wordings such as 每台 are read too). */
  unit?: string | null;
}

/** A price in the house style: `NT$1,200`, `NT$800/小時`, `NT$1,500–3,500/台`. */
export function formatPrice({ low, high, unit }: PriceInput): string {
  const amount = high === undefined || high === null ? formatTwd(low) : formatTwdRange(low, high);
  return `${amount}${formatPriceUnit(unit)}`;
}

export interface QuotePriceInput {
  rating_type: 'required' | 'flat' | 'hourly' | null;
  flat_rate_at: number | null;
  hourly_rate_at: number | null;
}

/**
 * The price a quote states: `NT$3,000` for the whole job, `NT$800/小時`; null when the quote
 * names no price (an on-site estimate or no quote yet), which each screen words itself.
 */
export function formatQuotePrice(bid: QuotePriceInput): string | null {
  if (bid.rating_type === 'flat' && bid.flat_rate_at !== null) return formatPrice({ low: bid.flat_rate_at });
  if (bid.rating_type === 'hourly' && bid.hourly_rate_at !== null) return formatPrice({ low: bid.hourly_rate_at, unit: HOUR_UNIT });
  return null;
}
