import { type Kysely, sql } from 'kysely';
import { Activity, NarrowStatus, QuoteStatus } from '../../../domain/bids/quote-status';
import { BLOCKED_ACTION_MESSAGES } from '../../../domain/blocking/blocking';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText, RespondError } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES, QUOTE_ERROR_MESSAGES } from '../../../domain/errors/messages';
import { PAGE_SIZE } from '../../../domain/limits';
import { toUtcString } from '../../../domain/time';
import { maskedName } from '../../../domain/users/mask-name';
import type { Database } from '../../db/schema';
import type { JobCenterItem, JobCenterPage } from '../../../domain/bids/bids.contract';
import { blockedRefusal, isBlockedEitherWay } from '../blocking';
import { insertActivities, assertRequestAcceptsQuote, REQUEST_PLACE_COLUMNS, requestSummaryQuery } from '../requests';
import { grantWelcomeCredit, walletBalance } from '../wallet';
import { accessBid, feeForRequest, feesForRequests, quotingFacts } from '../bids';
import { mayQuote } from '../../../domain/bids/may-quote';
import { type Clock, systemClock } from '../../adapters/clock';
import { insertLead } from './job-center.repository';
import { publicServiceAs } from '../../db/queries/service-visibility';

type Db = Kysely<Database>;

/** How far back the job center looks for open requests. */
export const JOB_CENTER_DAYS = 30;
/** Pros a consumer may invite to one request, beyond those matched. */
export const INVITES_PER_REQUEST_MAX = 10;
const DAY_MS = 86_400_000;

const respondRefusal = (code: (typeof RespondError)[keyof typeof RespondError], message: string) => new AppError('conflict', code, message);

/**
 * Open requests in the pro's categories that matching did not send him (spec: the job center,
 * 10 a page), and the ways a pro or a consumer brings a pro to a request themselves: answering
 * from the job center (`match`), accepting or declining a narrow-match lead, and the consumer's
 * `invite_pro`.
 */
export class JobCenterService {
  /** `welcomeCredit`: granted before the wallet is read when a pro answers a case (WELCOME_CREDIT). */
  constructor(private readonly deps: { db: Db; requestMaxQuotes: number; welcomeCredit?: number; clock?: Clock }) {}

  /** A page of the job center; with `requestId`, that one case if it may still be answered (0 or 1 item). */
  async list(userId: number, query: { page: number; requestId?: number }, now = (this.deps.clock ?? systemClock).now()): Promise<JobCenterPage> {
    const { page, requestId } = query;
    const size = PAGE_SIZE.jobCenter;
    const since = new Date(now.getTime() - JOB_CENTER_DAYS * DAY_MS);
    const base = requestSummaryQuery(this.deps.db)
      .$if(requestId !== undefined, (qb) => qb.where('r.id', '=', requestId!))
      .where('r.is_closed', '=', false)
      .where('r.is_archived', '=', false)
      .where('r.hidden_at', 'is', null)
      .where('r.created', '>=', since)
      .where('r.user_id', '<>', userId)
      // A request with all the quotes it takes cannot be answered any more.
      .where(
        sql<boolean>`(select count(*) from quote_bids q where q.quote_request_id = r.id and q.quote_sent_on is not null and q.quote_status_id <> ${QuoteStatus.NotInterested}) < ${this.deps.requestMaxQuotes}`,
      )
      .where('r.quote_category_id', 'in', (eb) =>
        eb
          .selectFrom('quote_service_categories as sc')
          .innerJoin('quote_services as s', 's.id', 'sc.quote_service_id')
          .select('sc.quote_category_id')
          .where('s.user_id', '=', userId)
          .where('s.is_archived', '=', false)
          .where('s.hidden_at', 'is', null),
      )
      .where((eb) => eb.not(eb.exists(eb.selectFrom('quote_bids as mine').select('mine.id').whereRef('mine.quote_request_id', '=', 'r.id').where('mine.user_id', '=', userId))))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('blocked_users as bu')
              .select('bu.id')
              .where((w) =>
                w.or([
                  w.and([w('bu.user_id', '=', userId), w('bu.blocked_user_id', '=', w.ref('r.user_id'))]),
                  w.and([w('bu.blocked_user_id', '=', userId), w('bu.user_id', '=', w.ref('r.user_id'))]),
                ]),
              ),
          ),
        ),
      );
    const [rows, total] = await Promise.all([
      base
        .select([
          'r.id',
          'r.description',
          'r.created',
          'c.id as category_id',
          'c.slug as category_slug',
          ...REQUEST_PLACE_COLUMNS,
          'cu.username',
          'cu.last_name',
          (eb) =>
            eb
              .selectFrom('quote_bids as q')
              .select(sql<string>`count(*)`.as('n'))
              .whereRef('q.quote_request_id', '=', 'r.id')
              .where('q.quote_sent_on', 'is not', null)
              .as('quote_count'),
        ])
        .orderBy('r.created', 'desc')
        .orderBy('r.id', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    const fees = await feesForRequests(this.deps.db, rows.map((r) => r.id));
    const items: JobCenterItem[] = rows.map((r) => ({
      id: r.id,
      quote_request_id: r.id,
      description: r.description,
      created: toUtcString(r.created),
      category: { id: r.category_id, slug: r.category_slug, name: r.category_name },
      city: r.city_name,
      district: r.district_name,
      consumer_name: maskedName({ last_name: r.last_name, username: r.username }),
      quote_count: Number(r.quote_count ?? 0),
      quote_limit: this.deps.requestMaxQuotes,
      quote_fee: fees.get(r.id) ?? 0,
    }));
    const count = Number(total.count);
    return { quote_requests: items, page, total_pages: Math.max(1, Math.ceil(count / size)), count };
  }

  /**
   * A pro takes a request from the job center: his lead on it (recommend_source `job_center`),
   * which he then quotes like any other. Codes: 6 he has quoted it already, 690 a category he
   * is limited from, 251 a category none of his services offers, 10 a wallet that cannot pay the
   * request's quote fee (either way of paying needs it: now, or held for the contact). Answering
   * charges nothing and no card, so 211 (a foreign card) never applies here.
   */
  async match(userId: number, requestId: number): Promise<number> {
    const now = (this.deps.clock ?? systemClock).now();
    return this.deps.db.transaction().execute(async (trx) => {
      const request = await trx
        .selectFrom('quote_requests')
        .select(['id', 'user_id', 'quote_category_id'])
        .where('id', '=', requestId)
        .executeTakeFirst();
      if (!request || request.user_id === userId) throw AppError.notFound('找不到這個需求。');
      if (await isBlockedEitherWay(trx, userId, request.user_id)) throw blockedRefusal(BLOCKED_ACTION_MESSAGES.match);
      const existing = await trx
        .selectFrom('quote_bids')
        .select(['id', 'quote_sent_on', 'quote_status_id'])
        .where('quote_request_id', '=', requestId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (existing?.quote_sent_on) throw respondRefusal(RespondError.VendorAlreadyQuoted, '您已經報價過這個需求了。');
      // Answering is not quoting yet: the phone is asked when the quote is sent.
      if (mayQuote({ phoneVerification: false, ...(await quotingFacts(trx, userId, requestId)) })) {
        throw respondRefusal(RespondError.CategoryLimitation, QUOTE_ERROR_MESSAGES[690]!);
      }
      const service = await trx
        .selectFrom('quote_services as s')
        .innerJoin('quote_service_categories as sc', 'sc.quote_service_id', 's.id')
        .select('s.id')
        .where('s.user_id', '=', userId)
        .where('s.is_archived', '=', false)
        // a service the platform hid gets no new leads
        .where('s.hidden_at', 'is', null)
        .where('sc.quote_category_id', '=', request.quote_category_id)
        .orderBy('s.id')
        .executeTakeFirst();
      if (!service) throw respondRefusal(RespondError.CategoryQualification, '您的服務尚未開通這個類別，請先在服務設定中新增此類別。');
      await assertRequestAcceptsQuote(trx, requestId, { maxQuotes: this.deps.requestMaxQuotes });
      if (this.deps.welcomeCredit !== undefined) await grantWelcomeCredit(trx, userId, this.deps.welcomeCredit);
      const fee = await feeForRequest(trx, requestId);
      if ((await walletBalance(trx, userId)) < fee) {
        throw respondRefusal(RespondError.PaymentFailed, `點數不足以支付這個案件的報價費用（${fee} 點），請先購買點數。`);
      }
      if (existing) {
        if (existing.quote_status_id === QuoteStatus.NotInterested) {
          await trx.updateTable('quote_bids').set({ quote_status_id: QuoteStatus.Send, is_interested: true, modified: now }).where('id', '=', existing.id).execute();
        }
        return existing.id;
      }
      return insertLead(trx, { requestId, serviceId: service.id, userId, source: 'job_center', now, notify: false });
    });
  }

  /**
   * The consumer asks one more pro (a service's owner) for a quote on their request. A pro
   * already on the request answers with that lead. Refusals: 404 someone else's or no request,
   * 404 a hidden, archived or own service, 409 `request closed`, 409 `action not allowed` when
   * `user blocked` when either blocked the other, 409 251 a service without the request's category, 400 naming
   * `quote_service_id` past INVITES_PER_REQUEST_MAX, 409 `request quote limit` when the request
   * has all the quotes it takes.
   */
  async invite(consumerId: number, requestId: number, serviceId: number): Promise<number> {
    const now = (this.deps.clock ?? systemClock).now();
    return this.deps.db.transaction().execute(async (trx) => {
      const request = await trx
        .selectFrom('quote_requests')
        .select(['id', 'user_id', 'quote_category_id', 'is_closed', 'is_archived'])
        .where('id', '=', requestId)
        .forUpdate()
        .executeTakeFirst();
      if (!request || request.user_id !== consumerId) throw AppError.notFound('找不到這個需求。');
      if (request.is_closed || request.is_archived) {
        throw new AppError('conflict', ErrorText.RequestClosed, ERROR_TEXT_MESSAGES[ErrorText.RequestClosed]!);
      }
      const service = await trx
        .selectFrom('quote_services')
        .select(['id', 'user_id'])
        .where('id', '=', serviceId)
        .where(publicServiceAs(''))
        .executeTakeFirst();
      if (!service || service.user_id === consumerId) throw AppError.notFound('找不到這位專家。');
      if (await isBlockedEitherWay(trx, consumerId, service.user_id)) throw blockedRefusal(BLOCKED_ACTION_MESSAGES.invite);
      const existing = await trx
        .selectFrom('quote_bids')
        .select('id')
        .where('quote_request_id', '=', requestId)
        .where('user_id', '=', service.user_id)
        .executeTakeFirst();
      if (existing) return existing.id;
      const offers = await trx
        .selectFrom('quote_service_categories')
        .select('id')
        .where('quote_service_id', '=', service.id)
        .where('quote_category_id', '=', request.quote_category_id)
        .executeTakeFirst();
      if (!offers) throw respondRefusal(RespondError.CategoryQualification, '這位專家沒有提供這個需求的服務類別，無法邀請。');
      const { count } = await trx
        .selectFrom('quote_bids')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('quote_request_id', '=', requestId)
        .where('recommend_source', '=', 'invite')
        .executeTakeFirstOrThrow();
      if (Number(count) >= INVITES_PER_REQUEST_MAX) {
        throw AppError.invalid([{ field: 'quote_service_id', message: `每個需求最多邀請 ${INVITES_PER_REQUEST_MAX} 位專家` }]);
      }
      // A request that has all the quotes it takes could not be quoted by the invited pro.
      await assertRequestAcceptsQuote(trx, requestId, { maxQuotes: this.deps.requestMaxQuotes });
      return insertLead(trx, { requestId, serviceId: service.id, userId: service.user_id, source: 'invite', now, notify: true });
    });
  }

  /** Accepts (2) or declines (3, with a reason) a narrow-match lead. */
  async answerNarrowMatch(userId: number, bidId: number, narrowStatus: number, reason: string | undefined) {
    const now = (this.deps.clock ?? systemClock).now();
    await this.deps.db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('quote_bids')
        .innerJoin('quote_requests as r', 'r.id', 'quote_bids.quote_request_id')
        .select(['quote_bids.id', 'quote_bids.user_id', 'quote_bids.quote_request_id', 'quote_bids.narrow_status_id', 'quote_bids.quote_status_id', 'r.user_id as requester_id'])
        .where('quote_bids.id', '=', bidId)
        .forUpdate('quote_bids')
        .executeTakeFirst();
      const { bid } = accessBid(found, userId, 'pro');
      // Declining stays possible across a block; accepting would open the way to a quote.
      if (narrowStatus === NarrowStatus.Won && (await isBlockedEitherWay(trx, userId, bid.requester_id))) throw blockedRefusal(BLOCKED_ACTION_MESSAGES.match);
      if (bid.narrow_status_id !== NarrowStatus.Pending || bid.quote_status_id !== QuoteStatus.Send) {
        throw new AppError('conflict', ErrorText.ActionNotAllowed, `${ERROR_TEXT_MESSAGES[ErrorText.ActionNotAllowed]!}這個指定案件已經回覆過了。`);
      }
      if (narrowStatus === NarrowStatus.Lost && !reason) throw AppError.invalid([{ field: 'reason', message: '請告訴客戶婉拒的原因' }]);
      const declined = narrowStatus === NarrowStatus.Lost;
      await trx
        .updateTable('quote_bids')
        .set({
          narrow_status_id: narrowStatus,
          narrow_decline_reason: declined ? reason! : null,
          ...(declined ? { quote_status_id: QuoteStatus.NotInterested, is_interested: false } : { is_interested: true }),
          modified: now,
        })
        .where('id', '=', bid.id)
        .execute();
      if (declined) {
        await insertActivities(trx, [{ quote_request_id: bid.quote_request_id, quote_bid_id: bid.id, user_id: userId, type: Activity.Pass, created: now }]);
      }
    });
  }
}
