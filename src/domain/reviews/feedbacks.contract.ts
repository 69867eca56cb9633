import { z } from 'zod';
import { REVIEW_TEXT_MAX } from '../limits';
import { pagedShape, serviceRefSchema, zeroOne } from '../http/refs';

/** The public reviews of a service and the invite links to review one, shared by the server and the web. */

/** The tags a past client may pick when reviewing through an invite link. */
export const REVIEW_TAGS = ['準時', '專業', '價格合理', '細心', '溝通順暢', '乾淨整潔', '值得推薦'] as const;

/** One review as the public profile lists it (the reviewer's name masked, 王＊＊). */
export const feedbackSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  is_satisfied: zeroOne,
  feedback: z.string(),
  tags: z.array(z.string()),
  attachments: z.array(z.string()),
  reviewer_name: z.string(),
  /** 1: follows a hire on the platform; 0: a past client invited from outside. */
  is_verified: zeroOne,
  created: z.string(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** GET /quote_feedbacks/index/quote_service_id:{id}/page:{n}(/type:verified|external).json */
export const feedbacksPageShape = pagedShape('quote_feedbacks', feedbackSchema);
export type FeedbacksPage = z.infer<z.ZodObject<typeof feedbacksPageShape>>;

/** POST /quote_feedbacks/invite/{service}.json: who the link is for (mailed when an address is given). */
export const reviewInviteBodySchema = z.object({
  invitee_name: z.string().trim().max(50, '名字最多 50 個字').optional().default(''),
  invitee_email: z.email('請輸入正確的電子郵件地址').optional(),
});

/** The link the pro made. */
export const createdReviewInviteShape = { url: z.string(), hash: z.string(), expires_in_days: z.number().int() };
export type CreatedReviewInvite = z.infer<z.ZodObject<typeof createdReviewInviteShape>>;

/** GET /quote_feedbacks/invite/{service}/{hash}.json: what an invite link opens. */
export const reviewInviteShape = {
  quote_service: serviceRefSchema,
  invitee_name: z.string(),
  tags: z.array(z.string()),
};
export type ReviewInvite = z.infer<z.ZodObject<typeof reviewInviteShape>>;

/** POST /quote_feedbacks/invite/{service}/{hash}.json: a past client's review (the rating is checked after). */
export const externalReviewBodySchema = z.object({
  reviewer_name: z.string({ error: '請輸入您的名字' }).trim().min(1, '請輸入您的名字').max(50, '名字最多 50 個字'),
  rating: z.union([z.string(), z.number()]),
  feedback: z.string().trim().max(REVIEW_TEXT_MAX, `評價內容最多 ${REVIEW_TEXT_MAX} 個字`).optional().default(''),
  tags: z
    .union([z.array(z.enum(REVIEW_TAGS)), z.enum(REVIEW_TAGS)])
    .optional()
    .transform((t) => (t === undefined ? [] : Array.isArray(t) ? t : [t])),
});

export const externalReviewAnswerShape = { quote_feedback_id: z.number().int() };
