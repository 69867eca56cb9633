import type { CityResponse, QuoteCategoryResponse } from '../../../domain/catalogue/catalogue.types';
import {
  type ArticleSummary,
  PRICE_GUIDE_MIN_QUOTES,
  type PriceFigures,
  type PriceGuideCity,
  type PriceGuideResponse,
  type PriceGuideText,
} from '../../../domain/catalogue/content.types';
import { toUtcString } from '../../../domain/time';
import type { ArticleSummaryRow, PriceStatsRow } from './content.repository';

export function toArticleSummary(row: ArticleSummaryRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    author_name: row.author_name,
    reading_minutes: row.reading_minutes,
    published_at: toUtcString(row.published_at),
    genre: row.genre_slug && row.genre_name ? { slug: row.genre_slug, name: row.genre_name } : null,
    quote_category: row.category_slug && row.category_name ? { slug: row.category_slug, name: row.category_name } : null,
  };
}

/** Below the minimum the count is shown, the figures are not: a few quotes say little and name their pros. */
export function toPriceFigures(count: number, p25: number | null, median: number | null, p75: number | null): PriceFigures {
  if (count < PRICE_GUIDE_MIN_QUOTES) return { count, median: null, p25: null, p75: null };
  return { count, median, p25, p75 };
}

const NO_QUOTES = { flat_count: 0, flat_p25: null, flat_median: null, flat_p75: null, hourly_count: 0, hourly_p25: null, hourly_median: null, hourly_p75: null };

function figuresOf(row: Omit<PriceStatsRow, 'city_id'>) {
  return {
    flat: toPriceFigures(Number(row.flat_count), row.flat_p25, row.flat_median, row.flat_p75),
    hourly: toPriceFigures(Number(row.hourly_count), row.hourly_p25, row.hourly_median, row.hourly_p75),
  };
}

/** The guide of one category: the editors' text and the figures by city, most quotes first. */
export function toPriceGuideResponse(
  category: QuoteCategoryResponse,
  text: PriceGuideText | null,
  rows: PriceStatsRow[],
  cities: CityResponse[],
): PriceGuideResponse {
  const overall = rows.find((r) => r.city_id === null) ?? NO_QUOTES;
  const order = new Map(cities.map((c, index) => [c.id, index]));
  const byCity: PriceGuideCity[] = [];
  for (const row of rows) {
    const city = cities.find((c) => c.id === row.city_id);
    if (!city) continue;
    byCity.push({ city: { id: city.id, slug: city.slug, name: city.name }, ...figuresOf(row) });
  }
  const total = (c: PriceGuideCity) => c.flat.count + c.hourly.count;
  byCity.sort((a, b) => total(b) - total(a) || (order.get(a.city.id) ?? 0) - (order.get(b.city.id) ?? 0));
  return { quote_category: category, text, overall: figuresOf(overall), cities: byCity, min_quotes: PRICE_GUIDE_MIN_QUOTES };
}
