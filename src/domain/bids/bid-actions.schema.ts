import { z } from 'zod';
import { type ErrorCode, ErrorText } from '../errors/codes';
import { REVIEW_TEXT_MAX } from '../limits';
import { CONFIRM_EARLY_FIELD, confirmsEarly } from './early-completion';

/**
 * The bodies of change_status actions other than `rating` (see quote-input.ts for that one).
 * A failed check carries the spec's error code in its issue's `params.code` where the spec has
 * one (`date time missing`, `rating is zero`).
 */

const fail = (ctx: z.RefinementCtx, path: string, message: string, code?: ErrorCode) => {
  ctx.addIssue({ code: 'custom', path: [path], message, ...(code === undefined ? {} : { params: { code } }) });
};

/** change_status/interest: `is_interested` (or `interest`) 1 or 0; absent is interested. */
export const interestSchema = z.object({ is_interested: z.unknown().optional(), interest: z.unknown().optional() }).transform((body, ctx) => {
  const value = body.is_interested ?? body.interest;
  if (value === undefined) return true;
  const text = String(value);
  if (text === '0' || text === 'false') return false;
  if (text === '1' || text === 'true') return true;
  fail(ctx, 'is_interested', '請傳入 1（有興趣）或 0（略過）');
  return z.NEVER;
});

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * change_status/hired: the hire's date (YYYY-MM-DD) and time (HH:mm) as the consumer gives
 * them, in Taiwan time; the result is the moment (UTC). Either missing or malformed is `date time missing`.
 */
export const hireTimeSchema = z.object({ date: z.unknown().optional(), time: z.unknown().optional() }).transform((body, ctx) => {
  const date = trimmed(body.date);
  const time = trimmed(body.time);
  let valid = true;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    fail(ctx, 'date', '請選擇雇用日期（YYYY-MM-DD）', ErrorText.DateTimeMissing);
    valid = false;
  }
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
    fail(ctx, 'time', '請選擇雇用時間（HH:mm）', ErrorText.DateTimeMissing);
    valid = false;
  }
  if (!valid) return z.NEVER;
  const at = new Date(`${date}T${time}:00+08:00`);
  if (Number.isNaN(at.getTime()) || !at.toISOString().startsWith(date.slice(0, 4))) {
    fail(ctx, 'date', '請選擇正確的雇用日期', ErrorText.DateTimeMissing);
    return z.NEVER;
  }
  return at;
});

const TAGS_MAX = 10;
const TAG_MAX_LENGTH = 20;

/** change_status/reviews: rating 1-5, feedback text and tags; `is_satisfied` defaults to a rating of 3 or more. */
export const reviewSchema = z
  .object({ rating: z.unknown().optional(), feedback: z.unknown().optional(), tags: z.unknown().optional(), is_satisfied: z.unknown().optional() })
  .transform((body, ctx) => {
    const rating = body.rating === undefined || body.rating === '' ? Number.NaN : Number(body.rating);
    if (rating === 0) {
      fail(ctx, 'rating', '請給 1 到 5 顆星', ErrorText.RatingIsZero);
      return z.NEVER;
    }
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
      fail(ctx, 'rating', '請給 1 到 5 顆星');
      return z.NEVER;
    }
    const feedback = trimmed(body.feedback);
    if ([...feedback].length > REVIEW_TEXT_MAX) {
      fail(ctx, 'feedback', `評價內容最多 ${REVIEW_TEXT_MAX} 個字`);
      return z.NEVER;
    }
    const raw = body.tags;
    const tags = (Array.isArray(raw) ? raw : typeof raw === 'string' && raw ? [raw] : []).map(String);
    if (tags.length > TAGS_MAX || tags.some((t) => t.length === 0 || t.length > TAG_MAX_LENGTH)) {
      fail(ctx, 'tags', `標籤最多 ${TAGS_MAX} 個，每個 1 到 ${TAG_MAX_LENGTH} 字`);
      return z.NEVER;
    }
    const satisfied = body.is_satisfied === undefined ? rating >= 3 : String(body.is_satisfied) === '1' || body.is_satisfied === true;
    return { rating, feedback, tags, is_satisfied: satisfied };
  });
export type ReviewInput = z.output<typeof reviewSchema>;

/** change_status/completed: `confirm_early=1` confirms reporting the job done before its booked day. */
export const completedSchema = z.object({ [CONFIRM_EARLY_FIELD]: z.unknown().optional() }).transform((body) => confirmsEarly(body));
