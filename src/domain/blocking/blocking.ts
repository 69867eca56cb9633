import { z } from 'zod';

/** Users one account may block at most. */
export const BLOCKED_USERS_MAX = 500;

/** POST /blocked_users/add.json */
export const blockUserSchema = z.object({
  blocked_user_id: z.coerce
    .number({ error: '請指定要封鎖的會員（blocked_user_id）' })
    .int('blocked_user_id 應為會員編號')
    .positive('blocked_user_id 應為會員編號')
    .max(2_147_483_647, 'blocked_user_id 應為會員編號'),
});
export type BlockUser = z.infer<typeof blockUserSchema>;

/** The same call from a public profile, naming the service instead of its owner. */
export const blockServiceOwnerSchema = z.object({
  quote_service_id: z.coerce.number({ error: '請指定服務（quote_service_id）' }).int('quote_service_id 應為服務編號').positive('quote_service_id 應為服務編號').max(2_147_483_647, 'quote_service_id 應為服務編號'),
});

/**
 * POST /blocked_users/add.json as the route declares it: a user id, or (from a public profile)
 * a service id; with neither, the user id is the missing one.
 */
export const blockBodySchema = z
  .object({
    blocked_user_id: blockUserSchema.shape.blocked_user_id.optional(),
    quote_service_id: blockServiceOwnerSchema.shape.quote_service_id.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.blocked_user_id === undefined && body.quote_service_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['blocked_user_id'], message: '請指定要封鎖的會員（blocked_user_id）' });
    }
  });

export const BLOCKING_MESSAGES = {
  self: '不能封鎖自己。',
  notFound: '找不到這位會員。',
  blockNotFound: '找不到這筆封鎖紀錄，可能已經解除封鎖。',
  tooMany: `封鎖名單最多 ${BLOCKED_USERS_MAX} 人，請先解除一些封鎖。`,
} as const;

/** Why an action across a block (either way) is refused: 409 `user blocked` with one of these. */
export const BLOCKED_ACTION_MESSAGES = {
  quote: '您與這位客戶之間有封鎖設定，無法報價。',
  match: '您與這位客戶之間有封鎖設定，無法承接這個需求。',
  invite: '您與這位專家之間有封鎖設定，無法邀請。',
  contact: '您與這位專家之間有封鎖設定，無法聯繫。',
} as const;
