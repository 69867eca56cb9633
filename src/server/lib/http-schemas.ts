import { z } from 'zod';
import { successSchema } from '../../domain/http/envelope';

const ID = /^[1-9]\d{0,9}(?:\.json)?$/;
const MAX_ID = 2_147_483_647;

/**
 * A numeric id in a path, with or without `.json` (`/quote_requests/12.json`). A path that
 * is not one names nothing: the error handler answers 404 with the route's `notFoundText`.
 */
export const pathId = z
  .string()
  .regex(ID)
  .transform((value) => Number(value.replace(/\.json$/, '')))
  .refine((id) => id <= MAX_ID);

/** `:id` params; the route sets `config: { notFoundText }` for what a bad id answers. */
export const idParams = z.object({ id: pathId });

/** `:file` params (`12.json`). */
export const fileIdParams = z.object({ file: pathId });

/** A 1-based page number in the query; absent is page 1, nonsense is a 400 naming `page`. */
export const pageQuery = z.coerce.number().int().min(1).max(100_000).default(1);

/** The 200 response of a route: the envelope with this payload. */
export function okResponse<T extends z.ZodRawShape>(payload: T) {
  return { 200: successSchema(payload) };
}
