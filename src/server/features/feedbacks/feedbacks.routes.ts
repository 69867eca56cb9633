import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { REVIEW_TEXT_MAX, PAGE_SIZE } from '../../../domain/limits';
import { toUtcString } from '../../../domain/time';
import type { Database } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { parseNamedParams } from '../../lib/named-params';
import { parseInput } from '../../lib/parse-input';
import { uploadUrl } from '../../adapters/storage/upload-url';
import { maskName } from '../discovery/discovery.service';
import { linkDigest, looksLikeLinkHash, newLinkHash } from '../requests/link-hash';
import { countInvite, inviteMail, isServiceOwner, mayMailRecipient, SELF_REVIEW_MESSAGE } from './review-invite-guards';

type Db = Kysely<Database>;

/** Days an invite link to review stays open. */
export const REVIEW_INVITE_DAYS = 30;
/** Invite links a service may make in a day. */
export const REVIEW_INVITES_PER_DAY = 50;
export const REVIEW_TAGS = ['準時', '專業', '價格合理', '細心', '溝通順暢', '乾淨整潔', '值得推薦'] as const;
const DAY_MS = 86_400_000;

export interface FeedbackResponse {
  id: number;
  rating: number;
  is_satisfied: 0 | 1;
  feedback: string;
  tags: string[];
  attachments: string[];
  reviewer_name: string;
  /** 1: follows a hire on the platform; 0: a past client invited from outside. */
  is_verified: 0 | 1;
  created: string;
}

const invitePath = z.object({ service: z.string(), file: z.string() });
const serviceParam = z.object({ file: z.string() });

function idOf(raw: string, message: string): number {
  const id = raw.replace(/\.json$/, '');
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw AppError.notFound(message);
  return Number(id);
}

const inviteBody = z.object({
  invitee_name: z.string().trim().max(50, '名字最多 50 個字').optional().default(''),
  invitee_email: z.email('請輸入正確的電子郵件地址').optional(),
});

const externalReview = z.object({
  reviewer_name: z.string({ error: '請輸入您的名字' }).trim().min(1, '請輸入您的名字').max(50, '名字最多 50 個字'),
  rating: z.union([z.string(), z.number()]),
  feedback: z.string().trim().max(REVIEW_TEXT_MAX, `評價內容最多 ${REVIEW_TEXT_MAX} 個字`).optional().default(''),
  tags: z
    .union([z.array(z.enum(REVIEW_TAGS)), z.enum(REVIEW_TAGS)])
    .optional()
    .transform((t) => (t === undefined ? [] : Array.isArray(t) ? t : [t])),
});

async function liveInvite(db: Db, serviceId: number, hash: string) {
  if (!looksLikeLinkHash(hash)) return undefined;
  return db
    .selectFrom('review_invites as i')
    .innerJoin('quote_services as s', 's.id', 'i.quote_service_id')
    .select(['i.id', 'i.quote_service_id', 'i.invitee_name', 's.title', 's.user_id', 's.is_public', 's.is_archived'])
    .where('i.hash_digest', '=', linkDigest(hash))
    .where('i.quote_service_id', '=', serviceId)
    .where('i.review_id', 'is', null)
    .where('i.expires_at', '>', new Date())
    .where('s.is_archived', '=', false)
    .executeTakeFirst();
}

/** Reviews in public (quote_feedbacks) and reviews from past clients through invite links. */
export const feedbacksRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  // GET /quote_feedbacks/index/quote_service_id:{id}/page:{n}(/type:verified|external).json
  app.get('/quote_feedbacks/index/*', async (request) => {
    const { named } = parseNamedParams((request.params as { '*': string })['*']);
    const serviceId = idOf(named.quote_service_id ?? '', '找不到這位專家。');
    const page = named.page === undefined ? 1 : Number(named.page);
    if (!Number.isInteger(page) || page < 1 || page > 100_000) throw AppError.invalid([{ field: 'page', message: '頁數必須是正整數' }]);
    const type = named.type ?? 'all';
    if (!['all', 'verified', 'external'].includes(type)) throw AppError.invalid([{ field: 'type', message: '請選擇 verified 或 external' }]);
    const service = await db.selectFrom('quote_services').select('id').where('id', '=', serviceId).where('is_public', '=', true).where('is_archived', '=', false).executeTakeFirst();
    if (!service) throw AppError.notFound('找不到這位專家。');
    const size = PAGE_SIZE.feedbacks;
    let base = db.selectFrom('reviews as r').where('r.quote_service_id', '=', serviceId);
    if (type !== 'all') base = base.where('r.is_external', '=', type === 'external');
    const [rows, total] = await Promise.all([
      base
        .leftJoin('users as u', 'u.id', 'r.user_id')
        .select([
          'r.id',
          'r.rating',
          'r.is_satisfied',
          'r.feedback',
          'r.tags',
          'r.is_external',
          'r.reviewer_name',
          'r.created',
          'u.last_name',
          'u.first_name',
          'u.username',
          (eb) =>
            eb
              .selectFrom('feedback_attachments as fa')
              .select(sql<string[]>`coalesce(array_agg(fa.path order by fa.display_order, fa.id), '{}')`.as('paths'))
              .whereRef('fa.review_id', '=', 'r.id')
              .as('attachments'),
        ])
        // Verified reviews first, then the invited ones; newest first within each.
        .orderBy('r.is_external')
        .orderBy('r.created', 'desc')
        .orderBy('r.id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    const quote_feedbacks: FeedbackResponse[] = rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      is_satisfied: r.is_satisfied ? 1 : 0,
      feedback: r.feedback,
      tags: Array.isArray(r.tags) ? r.tags : [],
      attachments: (r.attachments ?? []).map((p) => uploadUrl(p)),
      // The same masking as the public profile's reviews (王＊＊).
      reviewer_name: maskName((r.is_external ? (r.reviewer_name ?? '') : `${r.last_name ?? ''}${r.first_name ?? ''}`.trim() || (r.username ?? '')).trim()),
      is_verified: r.is_external ? 0 : 1,
      created: toUtcString(r.created),
    }));
    const count = Number(total.count);
    return ok({ quote_feedbacks, page, total_pages: Math.max(1, Math.ceil(count / size)), count });
  });

  // The pro makes an invite link for a past client (and mails it when an address is given).
  app.post('/quote_feedbacks/invite/:file', { schema: { params: serviceParam } }, async (request) => {
    const { userId } = await request.requireSession();
    const serviceId = idOf(request.params.file, '找不到這個服務。');
    const body = parseInput(inviteBody, request.body);
    const service = await db.selectFrom('quote_services').select(['id', 'title']).where('id', '=', serviceId).where('user_id', '=', userId).where('is_archived', '=', false).executeTakeFirst();
    if (!service) throw AppError.notFound('找不到這個服務。');
    const { count } = await db
      .selectFrom('review_invites')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('quote_service_id', '=', serviceId)
      .where('created', '>', new Date(Date.now() - DAY_MS))
      .executeTakeFirstOrThrow();
    if (Number(count) >= REVIEW_INVITES_PER_DAY) {
      throw new AppError('rate_limited', ErrorText.RateLimited, `每個服務一天最多產生 ${REVIEW_INVITES_PER_DAY} 個邀請連結，請明天再試。`, { retryAfterSeconds: 3600 });
    }
    const to = body.invitee_email;
    await countInvite(app.throttle, userId, to !== undefined);
    const { hash, digest } = newLinkHash();
    const mail = await db.transaction().execute(async (trx) => {
      const mayMail = to === undefined ? false : await mayMailRecipient(trx, serviceId, to);
      await trx
        .insertInto('review_invites')
        .values({
          quote_service_id: serviceId,
          hash_digest: digest,
          invitee_name: body.invitee_name,
          invitee_email: to ?? null,
          expires_at: new Date(Date.now() + REVIEW_INVITE_DAYS * DAY_MS),
        })
        .execute();
      return mayMail;
    });
    const url = `${app.config.publicUrl}/review/service/${serviceId}/${hash}`;
    if (to !== undefined && mail) {
      const message = inviteMail(to, { serviceTitle: service.title, inviteeName: body.invitee_name, url, days: REVIEW_INVITE_DAYS });
      app.background.run('review invite e-mail', () => app.messaging.sendEmail(message));
    }
    return ok({ url, hash, expires_in_days: REVIEW_INVITE_DAYS });
  });

  // The invite page reads the service behind a link.
  app.get('/quote_feedbacks/invite/:service/:file', { schema: { params: invitePath } }, async (request) => {
    const serviceId = idOf(request.params.service, '這個評價連結無效或已使用。');
    const invite = await liveInvite(db, serviceId, request.params.file.replace(/\.json$/, ''));
    if (!invite) throw AppError.notFound('這個評價連結無效或已使用。');
    return ok({ quote_service: { id: invite.quote_service_id, title: invite.title }, invitee_name: invite.invitee_name, tags: REVIEW_TAGS });
  });

  // A past client leaves the review; the link works once.
  app.post('/quote_feedbacks/invite/:service/:file', { schema: { params: invitePath } }, async (request) => {
    const serviceId = idOf(request.params.service, '這個評價連結無效或已使用。');
    const hash = request.params.file.replace(/\.json$/, '');
    const body = parseInput(externalReview, request.body);
    const rating = Number(body.rating);
    if (rating === 0) throw AppError.invalid([{ field: 'rating', message: '請給 1 到 5 顆星' }], ErrorText.RatingIsZero);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw AppError.invalid([{ field: 'rating', message: '請給 1 到 5 顆星' }]);
    const invite = await liveInvite(db, serviceId, hash);
    if (!invite) throw AppError.notFound('這個評價連結無效或已使用。');
    // An invite is for someone else: the owner cannot review his own service through it.
    if (await isServiceOwner(db, request, invite.user_id)) throw new AppError('conflict', ErrorText.ActionNotAllowed, SELF_REVIEW_MESSAGE);
    const reviewId = await db.transaction().execute(async (trx) => {
      const locked = await trx.selectFrom('review_invites').select('id').where('id', '=', invite.id).where('review_id', 'is', null).forUpdate().executeTakeFirst();
      if (!locked) throw AppError.notFound('這個評價連結無效或已使用。');
      const review = await trx
        .insertInto('reviews')
        .values({
          quote_service_id: serviceId,
          quote_bid_id: null,
          user_id: null,
          rating,
          is_satisfied: rating >= 3,
          feedback: body.feedback,
          tags: JSON.stringify(body.tags),
          is_external: true,
          reviewer_name: body.reviewer_name,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('review_invites').set({ review_id: review.id }).where('id', '=', invite.id).execute();
      return review.id;
    });
    return ok({ quote_feedback_id: reviewId });
  });
};
