import type { QuoteCategoryResponse } from '../../../domain/catalogue/catalogue.types';
import { formatPrice, formatPriceUnit, HOUR_UNIT } from '../../../domain/money';

export type PriceHint = NonNullable<QuoteCategoryResponse['price_hint']>;

/** The category's typical price in the house style: `NT$1,500–3,500/台`, `NT$500–800/小時`. */
export function priceHintText(hint: PriceHint): string {
  return formatPrice({ low: hint.low, high: hint.high, unit: hintUnit(hint) });
}

/** What the typical price is counted by (台, 小時, 次); an hourly price without one is by the hour. */
export function hintUnit(hint: PriceHint): string {
  const unit = formatPriceUnit(hint.unit).slice(1);
  return unit === '' && hint.type === 'hourly' ? HOUR_UNIT : unit;
}
