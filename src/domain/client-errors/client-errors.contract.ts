import { z } from 'zod';

/** POST /client_errors.json: the reference the error dialog shows; 1 when the failure was already reported. */
export const clientErrorAnswerShape = {
  reference: z.string(),
  duplicate: z.union([z.literal(0), z.literal(1)]),
};
export const clientErrorAnswerSchema = z.object(clientErrorAnswerShape);
export type ClientErrorAnswer = z.infer<typeof clientErrorAnswerSchema>;
