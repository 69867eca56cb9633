import { z } from 'zod';

import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from './client-error-limits';

export {
  CLIENT_ERROR_DEDUPE_MS,
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_MAX_BODY_BYTES,
  CLIENT_ERRORS_PER_MINUTE,
  type ClientErrorKind,
} from './client-error-limits';

export const clientErrorSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, { error: `kind 必須是 ${CLIENT_ERROR_KINDS.join('、')} 其中之一` }),
  message: z
    .string({ error: 'message 必須是文字' })
    .trim()
    .min(1, 'message 不可空白')
    .max(CLIENT_ERROR_LIMITS.message, `message 最多 ${CLIENT_ERROR_LIMITS.message} 個字元`),
  stack: z.string({ error: 'stack 必須是文字' }).max(CLIENT_ERROR_LIMITS.stack, `stack 最多 ${CLIENT_ERROR_LIMITS.stack} 個字元`).optional(),
  route: z
    .string({ error: 'route 必須是文字' })
    .max(CLIENT_ERROR_LIMITS.route, `route 最多 ${CLIENT_ERROR_LIMITS.route} 個字元`)
    .regex(/^\/\S*$/, 'route 必須是以 / 開頭的網址路徑')
    .refine((v) => !v.includes('\u0000'), 'route 含有無效字元'),
  release: z
    .string({ error: 'release 必須是文字' })
    .regex(/^[A-Za-z0-9._+-]{1,64}$/, 'release 只能有英數字與 . _ + -')
    .optional(),
});
export type ClientErrorReport = z.output<typeof clientErrorSchema>;
