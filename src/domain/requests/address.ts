import { z } from 'zod';

/**
 * The street address of a job. Work done at the consumer's place (repairs, cleaning, moving,
 * renovation) needs one, asked for by the request form; the pro sees it only once hired.
 */
export const ADDRESS_MAX = 200;

/** Genres (by slug) whose work is done at the consumer's address. */
export const ON_SITE_GENRES: readonly string[] = ['home-repair', 'cleaning', 'moving', 'design-renovation'];

export function categoryNeedsAddress(genreSlug: string | null | undefined): boolean {
  return genreSlug !== null && genreSlug !== undefined && ON_SITE_GENRES.includes(genreSlug);
}

export const ADDRESS_REQUIRED_MESSAGE = '請填寫服務地址（路名、巷弄、門牌號碼）';
export const ADDRESS_TOO_LONG_MESSAGE = `服務地址請在 ${ADDRESS_MAX} 字以內`;

/**
 * The address field of search_add and edit: the form asks for it for on-site work; the API takes
 * a request without one (it can be added later through an edit) but never a bad one.
 */
export const addressSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string({ error: ADDRESS_REQUIRED_MESSAGE }).trim().max(ADDRESS_MAX, ADDRESS_TOO_LONG_MESSAGE).optional(),
);
