import type {
  CityResponse,
  QuoteCategoryResponse,
  QuoteFormFieldResponse,
} from '../../../domain/catalogue/catalogue.types';
import type { CategoryRow, CityRow, FormFieldRow } from './catalogue.repository';

export function toQuoteCategoryResponse(row: CategoryRow): QuoteCategoryResponse {
  const hint =
    row.price_hint_type && row.price_hint_low !== null && row.price_hint_high !== null
      ? { type: row.price_hint_type, low: row.price_hint_low, high: row.price_hint_high, unit: row.price_hint_unit ?? '' }
      : null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    group_name: row.group_name,
    description: row.description,
    is_popular: row.is_popular,
    price_hint: hint,
    genre: { id: row.genre_id, slug: row.genre_slug, name: row.genre_name },
  };
}

export function toQuoteFormFieldResponse(row: FormFieldRow): QuoteFormFieldResponse {
  return {
    id: row.id,
    label: row.label,
    type: row.type,
    options: row.options,
    is_required: row.is_required,
    placeholder: row.placeholder,
    display_order: row.display_order,
    is_active: row.is_active,
  };
}

export function toCityResponse(row: CityRow): CityResponse {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    districts: row.districts.map((d) => ({ id: d.id, name: d.name, zipcode: d.zipcode })),
  };
}
