import { z } from 'zod';
import { zeroOne } from '../http/refs';

/** POST /client_errors.json: the reference the error dialog shows; 1 when the failure was already reported. */
export const clientErrorAnswerShape = {
  reference: z.string(),
  duplicate: zeroOne,
};
export const clientErrorAnswerSchema = z.object(clientErrorAnswerShape);
export type ClientErrorAnswer = z.infer<typeof clientErrorAnswerSchema>;
