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
 * The address field of search_add and edit: a bad one is never taken. search_add refuses a
 * request for on-site work without one (ADDRESS_REQUIRED_MESSAGE, on the field `address`).
 */
export const addressSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string({ error: ADDRESS_REQUIRED_MESSAGE }).trim().max(ADDRESS_MAX, ADDRESS_TOO_LONG_MESSAGE).optional(),
);

/** Genres whose jobs go from one place to another: the request says where to as well as where from. */
export const DESTINATION_GENRES: readonly string[] = ['moving'];
/** Categories of those genres that stay in one place (clearing junk away is not a move). */
export const NO_DESTINATION_CATEGORIES: readonly string[] = ['junk-removal'];

/** Whether a category's request asks where the job goes to (搬入地點) beside where it starts. */
export function categoryNeedsDestination(genreSlug: string | null | undefined, categorySlug: string): boolean {
  return genreSlug !== null && genreSlug !== undefined && DESTINATION_GENRES.includes(genreSlug) && !NO_DESTINATION_CATEGORIES.includes(categorySlug);
}

export const DESTINATION_CITY_REQUIRED_MESSAGE = '請選擇搬入地點的縣市';
export const DESTINATION_DISTRICT_REQUIRED_MESSAGE = '請選擇搬入地點的鄉鎮市區';
