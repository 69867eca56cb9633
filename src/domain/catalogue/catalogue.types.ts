/** The catalogue as the API returns it and the web store holds it. */

export type FormFieldType = 'single_choice' | 'multiple_choice' | 'text' | 'number' | 'date';

/** A genre as the API and the web store see it. */
export interface GenreResponse {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
}

/** A category summary as the API and the web store see it (QuoteCategory). */
export interface QuoteCategoryResponse {
  id: number;
  slug: string;
  name: string;
  group_name: string;
  description: string;
  is_popular: boolean;
  price_hint: { type: 'flat' | 'hourly'; low: number; high: number; unit: string } | null;
  genre: { id: number; slug: string; name: string };
}

/** One question of a category's form (QuoteFormField). */
export interface QuoteFormFieldResponse {
  id: number;
  label: string;
  type: FormFieldType;
  options: string[];
  is_required: boolean;
  placeholder: string | null;
  display_order: number;
  is_active: boolean;
}

export interface QuoteCategoryDetailResponse extends QuoteCategoryResponse {
  QuoteFormField: QuoteFormFieldResponse[];
}

export interface CityResponse {
  id: number;
  slug: string;
  name: string;
  districts: { id: number; name: string; zipcode: string }[];
}

