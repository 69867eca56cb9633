import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { PAGE_SIZE } from '../../../domain/limits';
import {
  createdReviewInviteShape,
  externalReviewAnswerShape,
  externalReviewBodySchema,
  feedbacksPageShape,
  REVIEW_TAGS,
  reviewInviteBodySchema,
  reviewInviteShape,
} from '../../../domain/reviews/feedbacks.contract';
import type { Database } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { fileIdParams, okResponse, pathId } from '../../lib/http-schemas';
import { parseNamedParams } from '../../lib/named-params';
import { newLinkHash } from '../requests';
import { toFeedback } from './feedbacks.mappers';
import { countInvitesSince, type FeedbackKind, findOwnService, findPublicService, listFeedbacks, liveInvite } from './feedbacks.repository';
import { countInvite, inviteMail, isServiceOwner, mayMailRecipient, SELF_REVIEW_MESSAGE } from './review-invite-guards';

type Db = Kysely<Database>;

/** Days an invite link to review stays open. */
export const REVIEW_INVITE_DAYS = 30;
/** Invite links a service may make in a day. */
export const REVIEW_INVITES_PER_DAY = 50;
const DAY_MS = 86_400_000;
const PRO_NOT_FOUND = '找不到這位專家。';
const SERVICE_NOT_FOUND = '找不到這個服務。';
const LINK_NOT_FOUND = '這個評價連結無效或已使用。';

const restParams = z.object({ '*': z.string() });
const invitePath = z.object({ service: pathId, file: z.string().transform((file) => file.replace(/\.json$/, '')) });
const KINDS: readonly FeedbackKind[] = ['all', 'verified', 'external'];
/** A missing body is an empty form: each field says what it lacks. */
const emptyBody = async (request: FastifyRequest) => {
  request.body ??= {};
};

/** The review of a past client through an invite; the link works once. */
async function insertReview(db: Db, inviteId: number, serviceId: number, rating: number, body: z.output<typeof externalReviewBodySchema>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx.selectFrom('review_invites').select('id').where('id', '=', inviteId).where('review_id', 'is', null).forUpdate().executeTakeFirst();
    if (!locked) throw AppError.notFound(LINK_NOT_FOUND);
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
    await trx.updateTable('review_invites').set({ review_id: review.id }).where('id', '=', inviteId).execute();
    return review.id;
  });
}

/** A rating of 1 to 5 stars; none is its own code. */
function starsOf(raw: string | number): number {
  const rating = Number(raw);
  if (rating === 0) throw AppError.invalid([{ field: 'rating', message: '請給 1 到 5 顆星' }], ErrorText.RatingIsZero);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw AppError.invalid([{ field: 'rating', message: '請給 1 到 5 顆星' }]);
  return rating;
}

/** Reviews in public (quote_feedbacks) and reviews from past clients through invite links. */
export const feedbacksRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  // GET /quote_feedbacks/index/quote_service_id:{id}/page:{n}(/type:verified|external).json
  app.get('/quote_feedbacks/index/*', { schema: { params: restParams, response: okResponse(feedbacksPageShape) } }, async (request) => {
    const { named } = parseNamedParams(request.params['*']);
    const serviceId = pathId.safeParse(named.quote_service_id ?? '');
    if (!serviceId.success) throw AppError.notFound(PRO_NOT_FOUND);
    const page = named.page === undefined ? 1 : Number(named.page);
    if (!Number.isInteger(page) || page < 1 || page > 100_000) throw AppError.invalid([{ field: 'page', message: '頁數必須是正整數' }]);
    const kind = KINDS.find((k) => k === (named.type ?? 'all'));
    if (!kind) throw AppError.invalid([{ field: 'type', message: '請選擇 verified 或 external' }]);
    if (!(await findPublicService(db, serviceId.data))) throw AppError.notFound(PRO_NOT_FOUND);
    const size = PAGE_SIZE.feedbacks;
    const { rows, count } = await listFeedbacks(db, serviceId.data, kind, page, size);
    return ok({ quote_feedbacks: rows.map(toFeedback), page, total_pages: Math.max(1, Math.ceil(count / size)), count });
  });

  // The pro makes an invite link for a past client (and mails it when an address is given).
  const inviteOptions = {
    preValidation: async (request: FastifyRequest) => {
      await request.requireSession();
      request.body ??= {};
    },
    config: { notFoundText: SERVICE_NOT_FOUND },
    schema: { params: fileIdParams, body: reviewInviteBodySchema, response: okResponse(createdReviewInviteShape) },
  };
  app.post('/quote_feedbacks/invite/:file', inviteOptions, async (request) => {
    const { userId } = await request.requireSession();
    const serviceId = request.params.file;
    const { invitee_name: inviteeName, invitee_email: to } = request.body;
    const service = await findOwnService(db, userId, serviceId);
    if (!service) throw AppError.notFound(SERVICE_NOT_FOUND);
    const now = app.clock.now();
    if ((await countInvitesSince(db, serviceId, new Date(now.getTime() - DAY_MS))) >= REVIEW_INVITES_PER_DAY) {
      throw new AppError('rate_limited', ErrorText.RateLimited, `每個服務一天最多產生 ${REVIEW_INVITES_PER_DAY} 個邀請連結，請明天再試。`, { retryAfterSeconds: 3600 });
    }
    await countInvite(app.throttle, userId, to !== undefined, now.getTime());
    const { hash, digest } = newLinkHash();
    const mail = await db.transaction().execute(async (trx) => {
      const mayMail = to === undefined ? false : await mayMailRecipient(trx, serviceId, to, now);
      const expires = new Date(now.getTime() + REVIEW_INVITE_DAYS * DAY_MS);
      await trx.insertInto('review_invites').values({ quote_service_id: serviceId, hash_digest: digest, invitee_name: inviteeName, invitee_email: to ?? null, expires_at: expires, created: now }).execute();
      return mayMail;
    });
    const url = `${app.config.publicUrl}/review/service/${serviceId}/${hash}`;
    if (to !== undefined && mail) {
      const message = inviteMail(to, { serviceTitle: service.title, inviteeName, url, days: REVIEW_INVITE_DAYS });
      app.background.run('review invite e-mail', () => app.messaging.sendEmail(message));
    }
    return ok({ url, hash, expires_in_days: REVIEW_INVITE_DAYS });
  });

  // The invite page reads the service behind a link.
  const linkConfig = { notFoundText: LINK_NOT_FOUND };
  app.get('/quote_feedbacks/invite/:service/:file', { config: linkConfig, schema: { params: invitePath, response: okResponse(reviewInviteShape) } }, async (request) => {
    const invite = await liveInvite(db, request.params.service, request.params.file, app.clock.now());
    if (!invite) throw AppError.notFound(LINK_NOT_FOUND);
    return ok({ quote_service: { id: invite.quote_service_id, title: invite.title }, invitee_name: invite.invitee_name, tags: [...REVIEW_TAGS] });
  });

  // A past client leaves the review; the link works once.
  const reviewSchema = { params: invitePath, body: externalReviewBodySchema, response: okResponse(externalReviewAnswerShape) };
  app.post('/quote_feedbacks/invite/:service/:file', { preValidation: emptyBody, config: linkConfig, schema: reviewSchema }, async (request) => {
    const { service: serviceId, file: hash } = request.params;
    const rating = starsOf(request.body.rating);
    const invite = await liveInvite(db, serviceId, hash, app.clock.now());
    if (!invite) throw AppError.notFound(LINK_NOT_FOUND);
    // An invite is for someone else: the owner cannot review his own service through it.
    if (await isServiceOwner(db, request, invite.user_id)) throw new AppError('conflict', ErrorText.ActionNotAllowed, SELF_REVIEW_MESSAGE);
    return ok({ quote_feedback_id: await insertReview(db, invite.id, serviceId, rating, request.body) });
  });
};
