import { z } from 'zod';

/**
 * The success envelope of api-conventions.md, as a schema: `{"status":"Success", ...payload}`.
 * Route response schemas and the web's response types both come from it.
 */
export function successSchema<T extends z.ZodRawShape>(payload: T) {
  return z.object({ status: z.literal('Success'), ...payload });
}

/** A response with nothing but the envelope. */
export const emptySuccessSchema = successSchema({});

/** The type the web receives for a success schema. */
export type Success<S extends z.ZodType> = z.output<S>;

/** The payload type of a response shape (`okResponse(shape)` on the server, `api.request<Answer<typeof shape>>` on the web). */
export type Answer<S extends z.ZodRawShape> = z.output<z.ZodObject<S>>;
