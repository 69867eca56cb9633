import { z } from 'zod';

/** GET /dev/outbox.json?to=: one phone's or e-mail's messages, oldest first (development only). */
export const devOutboxAnswerShape = {
  messages: z.array(
    z.object({
      channel: z.enum(['email', 'sms', 'voice']),
      to: z.string(),
      subject: z.string(),
      body: z.string(),
      created: z.string(),
    }),
  ),
};
export const devOutboxAnswerSchema = z.object(devOutboxAnswerShape);
export type DevOutboxAnswer = z.infer<typeof devOutboxAnswerSchema>;
