import { z } from 'zod';

/** What a browser reports: an uncaught error, an unhandled rejection, a failed chunk load, or a screen's error boundary. */
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'chunk', 'boundary'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** Bounds of a report (the body as a whole is capped at CLIENT_ERROR_MAX_BODY_BYTES). */
export const CLIENT_ERROR_LIMITS = { message: 1000, stack: 8000, route: 500, release: 64 } as const;
export const CLIENT_ERROR_MAX_BODY_BYTES = 16_384;
/** Reports one browser address may send a minute. */
export const CLIENT_ERRORS_PER_MINUTE = 10;
/** The same failure (same fingerprint) within this window is logged once and keeps its reference. */
export const CLIENT_ERROR_DEDUPE_MS = 10 * 60_000;

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
