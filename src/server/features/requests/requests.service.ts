import type { Kysely } from 'kysely';
import { Activity } from '../../../domain/bids/quote-status';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES } from '../../../domain/errors/messages';
import { PAGE_SIZE } from '../../../domain/limits';
import type { EditRequestBody, ReportRequestBody, RequestStatusAction } from '../../../domain/requests/quote-request.schema';
import type { QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import type { BidByHashResponse, QuoteReportResponse, RequestPageResponse } from '../../../domain/requests/requests.contract';
import { toUtcString } from '../../../domain/time';
import { type Clock, systemClock } from '../../adapters/clock';
import type { Database } from '../../db/schema';
import type { Throttle } from '../../lib/throttle';
import { insertActivities } from './activities.repository';
import { notifyQuotedPros } from './hire-closing';
import { guestLinkExpiry, linkDigest, looksLikeLinkHash, newLinkHash } from './link-hash';
import { findBidByDigest, hasBidOnRequest } from './request-bids.repository';
import { mayAccessRequest, ownerRelation, requestNotFound, requireRequestAccess } from './request-access';
import { loadRequestDetail } from './request-detail';
import { countReport } from './request-limits';
import { toQuoteBidResponse, toRequestSummaryResponse } from './requests.mappers';
import * as repo from './requests.repository';



/** The consumer's projects: reading, editing, closing, archiving, reporting, guest links. */
export class RequestsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly throttle: Throttle,
    private readonly clock: Clock = systemClock,
  ) {}

  /** GET /quote_requests/index/page:{n}.json: the caller's requests, 10 a page, newest first. */
  async list(userId: number, page: number, archived: boolean): Promise<RequestPageResponse> {
    const size = PAGE_SIZE.requests;
    const { rows, count } = await repo.listUserRequests(this.db, userId, { archived, limit: size, offset: (page - 1) * size });
    return { quote_requests: rows.map((row) => toRequestSummaryResponse(row)), page, total_pages: Math.max(1, Math.ceil(count / size)), count };
  }

  /** GET /quote_request/{id}.json: only the requester; anyone else gets 404. */
  async detail(userId: number, requestId: number): Promise<QuoteRequestResponse> {
    const row = requireRequestAccess('read', await repo.findRequestById(this.db, requestId), ownerRelation(userId));
    return loadRequestDetail(this.db, row);
  }

  /** The requester's request that holds the quote `bidId` (a passed quote holds nothing); 404 otherwise. */
  async detailByBid(userId: number, bidId: number): Promise<QuoteRequestResponse> {
    const row = requireRequestAccess('read', await repo.findRequestByBid(this.db, bidId), ownerRelation(userId));
    return loadRequestDetail(this.db, row);
  }

  /**
   * POST /quote_requests/edit.json: new details, time or address, while the request is open (or
   * closed only by a hire); every pro who has quoted is told.
   */
  async edit(userId: number, body: EditRequestBody): Promise<QuoteRequestResponse> {
    await this.db.transaction().execute(async (trx) => {
      const request = requireRequestAccess('change', await repo.lockRequest(trx, body.id), ownerRelation(userId));
      if ((request.is_closed && !request.closed_by_hire) || request.is_archived) {
        throw new AppError('conflict', ErrorText.RequestClosed, ERROR_TEXT_MESSAGES[ErrorText.RequestClosed]!);
      }
      const now = this.clock.now();
      await repo.updateRequest(trx, request.id, {
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.when ? { when: body.when } : {}),
        ...(body.address !== undefined ? { address: body.address } : {}),
        now,
      });
      await insertActivities(trx, [{ quote_request_id: request.id, quote_bid_id: null, user_id: userId, type: Activity.Update, created: now }]);
      await notifyQuotedPros(trx, request.id, now);
    });
    return this.detail(userId, body.id);
  }

  /** POST /quote_requests/change_status/{close|archive}/{id}.json; doing it twice changes nothing. */
  async changeStatus(userId: number, action: RequestStatusAction, requestId: number): Promise<QuoteRequestResponse> {
    await this.db.transaction().execute(async (trx) => {
      const request = requireRequestAccess('change', await repo.lockRequest(trx, requestId), ownerRelation(userId));
      const already = action === 'close' ? request.is_closed : request.is_archived;
      if (already) return;
      const now = this.clock.now();
      await repo.updateRequest(trx, request.id, action === 'close' ? { is_closed: true, now } : { is_archived: true, now });
      // The spec's activity types have no "close"; closing is recorded as an update.
      const type = action === 'close' ? Activity.Update : Activity.Archive;
      await insertActivities(trx, [{ quote_request_id: request.id, quote_bid_id: null, user_id: userId, type, created: now }]);
    });
    return this.detail(userId, requestId);
  }

  /**
   * POST /quote_reports/add.json: a pro who got the request as a lead reports it, or the
   * requester reports a problem with it (e.g. a suspicious quote). Anyone else: 404.
   */
  async report(userId: number, body: ReportRequestBody): Promise<QuoteReportResponse> {
    const [request, anyBid] = await Promise.all([
      repo.findRequestOwner(this.db, body.quote_request_id),
      hasBidOnRequest(this.db, userId, body.quote_request_id),
    ]);
    if (!mayAccessRequest('report', { owner: request?.user_id === userId, anyBid })) throw requestNotFound();
    const now = this.clock.now();
    await countReport(this.throttle, userId, now.getTime());
    const row = await repo.upsertReport(this.db, { requestId: body.quote_request_id, userId, reason: body.reason, now });
    return { id: row.id, quote_request_id: row.quote_request_id, reason: row.reason, created: toUtcString(row.created) };
  }

  /** POST /quote_requests/new_hash/{id}.json: a new guest link for the caller's request, replacing the old. */
  async newHash(userId: number, requestId: number): Promise<{ hash: string; hash_expires: string }> {
    requireRequestAccess('change', await repo.findRequestOwner(this.db, requestId), ownerRelation(userId));
    const { hash, digest } = newLinkHash();
    const expires = guestLinkExpiry(this.clock.now());
    await repo.replaceRequestHash(this.db, requestId, digest, expires);
    return { hash, hash_expires: toUtcString(expires) };
  }

  /** GET /quote_requests/hash/{hash}.json: the one request the live guest link is for (expired or replaced: 404). */
  async byHash(hash: string): Promise<QuoteRequestResponse> {
    const found = looksLikeLinkHash(hash) ? await repo.findRequestByDigest(this.db, linkDigest(hash), this.clock.now()) : undefined;
    const row = requireRequestAccess('readShared', found, () => ({ owner: false, guestLink: true }));
    // A link can be passed on: it never carries the address or the hired pro's contact details.
    return { ...(await loadRequestDetail(this.db, row)), address: null, booking: null };
  }

  /** GET /quote_bids/hash/{hash}.json: one quote and its request, without the other quotes. */
  async bidByHash(hash: string): Promise<BidByHashResponse> {
    const bid = looksLikeLinkHash(hash) ? await findBidByDigest(this.db, linkDigest(hash), this.clock.now()) : undefined;
    const found = bid ? await repo.findRequestById(this.db, bid.quote_request_id) : undefined;
    const row = requireRequestAccess('readShared', found, () => ({ owner: false, guestLink: true }), () => AppError.notFound('找不到這個報價，連結可能已失效。'));
    if (!bid) throw AppError.notFound('找不到這個報價，連結可能已失效。');
    return { quote_bid: toQuoteBidResponse(bid), quote_request: { ...(await loadRequestDetail(this.db, row, bid)), address: null, booking: null } };
  }
}
