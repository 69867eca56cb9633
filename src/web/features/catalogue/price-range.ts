import type { QuoteCategoryResponse } from '../../../domain/catalogue/catalogue.types';
import { formatTwd, TWD_PREFIX } from '../../../domain/money';

export type PriceHint = NonNullable<QuoteCategoryResponse['price_hint']>;

/**
 * The parts of "NT$1,500–3,500 每台": the currency is written once, on the low end.
 * `key` names the pricing text to fill in.
 */
export function priceRangeParts(hint: PriceHint): { key: 'hint>range' | 'hint>single'; low: string; high: string; unit: string } {
  const low = formatTwd(hint.low);
  const high = formatTwd(hint.high).slice(TWD_PREFIX.length);
  return { key: hint.low === hint.high ? 'hint>single' : 'hint>range', low, high, unit: hint.unit };
}
