import { z } from 'zod';

/**
 * Small pieces that many contracts repeat: the 0/1 flags, the page counters of a listing and
 * the `{ id, name }` references to a category, a city or a user. One schema each, so every
 * answer that carries them has the same shape.
 */

/** A yes/no column as the API answers it: 0 or 1. */
export const zeroOne = z.union([z.literal(0), z.literal(1)]);
export type ZeroOne = z.infer<typeof zeroOne>;

/** The counters of a paged listing: the page shown, how many pages and how many rows in all. */
export const pageFields = {
  page: z.number().int(),
  total_pages: z.number().int(),
  count: z.number().int(),
};

/** A paged listing: its rows under `key`, then the page counters. */
export function pagedShape<K extends string, T extends z.ZodType>(key: K, row: T) {
  return { [key]: z.array(row), ...pageFields } as { [P in K]: z.ZodArray<T> } & typeof pageFields;
}

/** A reference by id and name (a category, a city, a district, a user). */
export const idNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof idNameSchema>;

/** A district: its id, name and postal code. */
export const districtRefSchema = idNameSchema.extend({ zipcode: z.string() });

/** A count of parts done out of a total, with the parts still missing. */
export function progressSchema<T extends z.ZodType>(part: T) {
  return z.object({ done: z.number().int(), total: z.number().int(), missing: z.array(part) });
}

/** A reference by slug and name, as a link to a genre, a category or a city needs it. */
export const slugNameSchema = z.object({ slug: z.string(), name: z.string() });
export type SlugName = z.infer<typeof slugNameSchema>;

/** A reference with id, slug and name (a category, a genre, a city). */
export const slugRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

/** A service named by its id and title, as a review or a photo points to it. */
export const serviceRefSchema = z.object({ id: z.number().int(), title: z.string() });
