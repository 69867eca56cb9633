import { z } from 'zod';

/** One row of GET /blocked_users/index.json. */
export const blockedUserSchema = z.object({
  id: z.number().int(),
  blocked_user_id: z.number().int(),
  /** A pro's public name; a consumer's masked (王○○) unless they hired the caller. */
  full_name: z.string(),
  /** Only beside a full name. */
  s3_thumb_url: z.string().nullable(),
  created: z.string(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;

/** GET /blocked_users/index.json and POST /blocked_users/delete/{id}.json. */
export const blockedUsersAnswerShape = { blocked_users: z.array(blockedUserSchema) };
export const blockedUsersAnswerSchema = z.object(blockedUsersAnswerShape);
export type BlockedUsersAnswer = z.infer<typeof blockedUsersAnswerSchema>;

/** POST /blocked_users/add.json: names no one beyond the id sent. */
export const blockAnswerShape = { blocked_user: z.object({ blocked_user_id: z.number().int() }) };
export const blockAnswerSchema = z.object(blockAnswerShape);
export type BlockAnswer = z.infer<typeof blockAnswerSchema>;
