import type { Kysely } from 'kysely';
import type { QuotePrice } from '../../../domain/bids/quote-input';
import { NarrowStatus, QuoteStatus, type QuoteStatusId } from '../../../domain/bids/quote-status';
import { BLOCKED_ACTION_MESSAGES } from '../../../domain/blocking/blocking';
import { type BidAction, type BidFacts, type BidRole, decideBidAction } from '../../../domain/bids/transitions';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText, QuoteError } from '../../../domain/errors/codes';
import { ERROR_TEXT_MESSAGES, QUOTE_ERROR_MESSAGES } from '../../../domain/errors/messages';
import type { FeatureFlags } from '../../../domain/flags/feature-flags';
import { TransactionType, type TransactionTypeId } from '../../../domain/wallet/ledger';
import { type Clock, systemClock } from '../../adapters/clock';
import type { FileStorage } from '../../adapters/storage/storage';
import type { MatchingConfig, WalletConfig } from '../../config';
import type { Database, MessageAttachment } from '../../db/schema';
import { blockedRefusal } from '../blocking';
import { insertActivities, closeRequestOnHire, reopenRequestOnUndoHire, markBidNotificationsRead } from '../requests';
import { grantWelcomeCredit } from '../wallet';
import type { ConsumerQuoteBidResponse, FeePreview, ProviderQuoteBidResponse } from '../../../domain/bids/bids.contract';
import type { ReviewInput } from '../../../domain/bids/bid-actions.schema';
import { toProviderBidResponse } from './bids.mappers';
import { removeAttachments, saveAttachments } from '../../lib/uploads/attachments';
import type { BidActionInput, SendQuoteInput } from './bid-action-input';
import { actionChanges } from './bid-action-changes';
import { accessBid } from './bid-access';
import { type LockedBid, lockBid } from './locked-bid.repository';
import { findProviderBid } from './provider-bids.repository';
import { chooseQuoteAttachments, QUOTE_UPLOAD_FOLDER } from './quote-attachments';
import { feeOf } from './quote-fee.repository';
import { readQuoteFacts } from './quote-send.repository';
import { writeBid } from './bid-write.repository';
import { mayQuote } from '../../../domain/bids/may-quote';
import { CONFIRM_EARLY_FIELD, isEarlyCompletion } from '../../../domain/bids/early-completion';
import { formatTaipei } from '../../../domain/time';
import { BARRED_PRO_HIRE_MESSAGE, isBarred } from '../../../domain/ops/moderation';
import { barredRefusal } from '../standing';

type Db = Kysely<Database>;

export interface BidsDeps {
  db: Db;
  matching: MatchingConfig;
  wallet: WalletConfig;
  flags: FeatureFlags;
  /** Where files sent with quotes are kept; needed by sendQuote only. */
  storage?: FileStorage;
  /** Writes the consumer's review of a hired bid (the feedbacks feature's, given by the composition). */
  writeReview: ReviewWriter;
  /** What time it is: quote and status timestamps, completing before the booked day. */
  clock?: Clock;
  /**
   * Runs inside the transaction that marks a bid's work completed (the safety payments' auto-release
   * clock, given by the composition); what it answers runs after the commit (its e-mails).
   */
  afterWorkCompleted?: (trx: Db, bidId: number, now: Date) => Promise<AfterCommit | undefined>;
}

/** Work to do once the transaction that asked for it has committed. */
export type AfterCommit = () => Promise<void>;

/** Writes a review of a bid with its photos, inside the caller's transaction. */
export type ReviewWriter = (
  trx: Db,
  of: { quoteServiceId: number; quoteBidId: number; userId: number },
  input: ReviewInput,
  photos: readonly MessageAttachment[],
) => Promise<void>;

/** The files a quote is sent with: new uploads, and which of those it has (or its template has) to keep. */
export interface QuoteAttachmentChoice {
  keep: string[] | undefined;
  uploaded: MessageAttachment[];
}

const REVIEW_PHOTO_FOLDER = 'reviews';

const notAllowed = (reason: string) =>
  new AppError('conflict', ErrorText.ActionNotAllowed, `${ERROR_TEXT_MESSAGES[ErrorText.ActionNotAllowed]!}${reason}`);

const requestRefusal = (code: typeof ErrorText.RequestClosed | typeof ErrorText.RequestQuoteLimit) =>
  new AppError('conflict', code, ERROR_TEXT_MESSAGES[code]!);

const quoteRefusal = (code: (typeof QuoteError)[keyof typeof QuoteError]) => new AppError('conflict', code, QUOTE_ERROR_MESSAGES[code]!);

/** The consumer's hire whose day slot overlaps a live shop reservation of the pro (migration 0095). */
export const HIRE_SLOT_TAKEN_MESSAGE = '專家這個時段已經有商店訂單的預約，請和專家約定其他時間。';

const isExclusion = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';

/** The pro's and the consumer's actions on a quote bid (spec sections 4 and 7 "Bids"). */
export class BidsService {
  constructor(private readonly deps: BidsDeps) {}

  private async hasReview(trx: Db, bidId: number): Promise<boolean> {
    const row = await trx.selectFrom('reviews').select('id').where('quote_bid_id', '=', bidId).executeTakeFirst();
    return row !== undefined;
  }

  private facts(bid: Pick<LockedBid, 'quote_status_id' | 'is_requestor_rejected' | 'is_provider_archived'>, hasReview: boolean, extra: Partial<BidFacts> = {}): BidFacts {
    return {
      status: bid.quote_status_id as QuoteStatusId,
      isRejected: bid.is_requestor_rejected,
      isProviderArchived: bid.is_provider_archived,
      hasReview,
      ...extra,
    };
  }

  /** The fee of quoting on a lead and the balance to pay it from, computed as sending the quote computes them. */
  async previewFee(userId: number, bidId: number): Promise<FeePreview> {
    const { db, wallet } = this.deps;
    const facts = await readQuoteFacts(db, bidId, { lock: false });
    const { bid } = accessBid(facts, userId, 'pro');
    if (bid.quote_status_id === QuoteStatus.NotInterested) throw AppError.notFound('找不到這個案件。');
    // The pro sees the welcome credit from the first preview on.
    const granted = bid.welcome_given || wallet.welcomeCredit <= 0 ? null : await db.transaction().execute((trx) => grantWelcomeCredit(trx, userId, wallet.welcomeCredit));
    const paid = bid.fee_amount !== null;
    return {
      fee: paid ? 0 : feeOf(bid),
      balance: granted ? granted.balanceAfter : bid.balance,
      is_contact_charge: bid.is_contact_charge ? 1 : 0,
      is_paid: paid ? 1 : 0,
    };
  }

  /**
   * change_status/rating: sends (or re-sends) the quote. The first send takes the fee from the
   * wallet in the same transaction, as a ledger entry; a refusal leaves the bid at Send.
   */
  async sendQuote(userId: number, bidId: number, quote: SendQuoteInput): Promise<ProviderQuoteBidResponse> {
    const { files, keep } = quote;
    if (files.length > 0 && !this.deps.storage) throw new Error('BidsService needs a storage for quote attachments');
    const uploaded = files.length > 0 ? await saveAttachments(this.deps.storage!, files, QUOTE_UPLOAD_FOLDER) : [];
    try {
      await this.deps.db.transaction().execute((trx) =>
        this.quoteInTransaction(trx, userId, bidId, {
          price: quote.price,
          note: quote.note,
          templateId: quote.templateId,
          contactCharge: quote.contactCharge,
          attachments: { keep, uploaded },
        }),
      );
    } catch (error) {
      if (uploaded.length > 0) await removeAttachments(this.deps.storage!, uploaded);
      throw error;
    }
    return this.providerView(bidId);
  }

  /**
   * Sends or re-sends a quote inside the caller's transaction: checks, fee, bid, activity,
   * figures and the consumer's notification. `feeType` is the ledger type of the fee;
   * `checkFee` may refuse a fee before it is taken (the auto-quote's weekly budget).
   */
  async quoteInTransaction(
    trx: Db,
    userId: number,
    bidId: number,
    quote: { price: QuotePrice; note: string | null; templateId: number | null; contactCharge: boolean; attachments?: QuoteAttachmentChoice },
    options: { feeType?: TransactionTypeId; checkFee?: (fee: number) => Promise<void> } = {},
  ): Promise<void> {
    const { matching, wallet, flags } = this.deps;
    // One read locks the bid and its request and brings every fact the checks below need.
    const { bid } = accessBid(await readQuoteFacts(trx, bidId, { lock: true, templateId: quote.templateId }), userId, 'pro');
    // A block either way stops new and updated quotes, manual or automatic.
    if (bid.blocked) throw blockedRefusal(BLOCKED_ACTION_MESSAGES.quote);
    // A suspended or banned pro sends no quote, manual or automatic.
    const standing = { standing: bid.standing, until: bid.standing_until };
    if (isBarred(standing, (this.deps.clock ?? systemClock).now())) throw barredRefusal(standing, 'quote');
    const decision = decideBidAction('rating', 'pro', this.facts(bid, false));
    if (!decision.allowed) throw notAllowed(decision.reason);

    const refusal = mayQuote({ phoneVerification: flags.phoneVerification, phoneConfirmed: bid.is_phone_confirmed, categoryLimited: bid.category_limited });
    if (refusal) throw quoteRefusal(refusal === 'phone_unconfirmed' ? QuoteError.PhoneVerificationNeeded : QuoteError.CategoryLimitation);
    if (quote.templateId !== null && bid.template_attachments === null) throw AppError.invalid([{ field: 'last_used_template_id', message: '報價範本不存在' }]);
    const attachments = chooseQuoteAttachments({
      current: bid.attachments,
      template: bid.template_attachments,
      keep: quote.attachments?.keep,
      uploaded: quote.attachments?.uploaded ?? [],
    });
    if (bid.is_closed || bid.is_archived) throw requestRefusal(ErrorText.RequestClosed);

    const now = (this.deps.clock ?? systemClock).now();
    const firstSend = bid.quote_status_id === QuoteStatus.Send;
    // The pro chooses pay-on-contact on the first send; a sent quote keeps its mode.
    const contactCharge = firstSend ? quote.contactCharge || bid.is_contact_charge : bid.is_contact_charge;
    const fee = firstSend ? feeOf(bid) : 0;
    const takesFee = firstSend && !contactCharge && fee > 0;
    // A pro's first quote is where he first needs his wallet: the welcome credit comes first.
    const granted = firstSend && !bid.welcome_given && wallet.welcomeCredit > 0 ? await grantWelcomeCredit(trx, userId, wallet.welcomeCredit) : null;
    // Before the fee's entry is written, which the check may read (the auto-quote's week).
    if (takesFee) await options.checkFee?.(fee);
    const { price } = quote;
    const written = await writeBid(trx, {
      bidId: bid.id,
      changes: {
        quote_status_id: decision.status,
        rating_type: price.rating_type,
        flat_rate_at: price.flat_rate_at,
        hourly_rate_at: price.hourly_rate_at,
        is_on_site_visit_required_for_quote: price.is_on_site_visit_required_for_quote,
        price_note: quote.note,
        last_used_template_id: quote.templateId,
        attachments: JSON.stringify(attachments),
        fee_amount: takesFee ? fee : bid.fee_amount,
        is_contact_charge: contactCharge,
        // Quoting a lead the consumer picked accepts it.
        ...(bid.narrow_status_id === NarrowStatus.Pending ? { narrow_status_id: NarrowStatus.Won } : {}),
        is_interested: true,
        ...(firstSend ? { quote_sent_on: now } : { quote_last_update_on: now, is_requestor_readed: false }),
        modified: now,
      },
      activity: decision.activity && { quote_request_id: bid.quote_request_id, quote_bid_id: bid.id, user_id: userId, type: decision.activity, created: now },
      // The app's clock: the quote notifier picks up notices newer than its own now.
      notification: firstSend ? { user_id: bid.requester_id, type: 'new_quote', quote_request_id: bid.quote_request_id, quote_bid_id: bid.id, created: now } : null,
      response: firstSend ? { quoteServiceId: bid.quote_service_id, now } : null,
      fee: takesFee ? { userId, amount: fee, type: options.feeType ?? TransactionType.QuoteFee, quoteBidId: bid.id, note: `報價 #${bid.id}` } : null,
      countQuotes: true,
    });
    // The request is locked, so the count includes every quote committed before this one; a pro re-sending his own quote is never refused.
    const alreadyQuoted = bid.quote_sent_on !== null && bid.quote_status_id !== QuoteStatus.NotInterested;
    if (!alreadyQuoted && written.quotedByOthers >= matching.requestMaxQuotes) throw requestRefusal(ErrorText.RequestQuoteLimit);
    // Pay on contact: free to send, but the wallet must cover the fee taken at contact.
    if (firstSend && contactCharge && (granted?.balanceAfter ?? bid.balance) < fee) throw quoteRefusal(QuoteError.NotEnoughCredit);
    // A short balance wrote nothing to the wallet; refusing rolls the quote back with it.
    if (!written.feeTaken) throw quoteRefusal(QuoteError.NotEnoughCredit);
  }

  /** Every other action of change_status; `input` carries the action's own fields, read by the route. */
  async changeStatus(userId: number, action: Exclude<BidAction, 'rating'>, bidId: number, input: BidActionInput) {
    const { db } = this.deps;
    let role: BidRole | undefined;
    // A review's photos were checked by their bytes; they are stored first and stay only if the review is written.
    const { photos } = input;
    if (photos.length > 0 && !this.deps.storage) throw new Error('BidsService needs a storage for review photos');
    const saved = photos.length > 0 ? await saveAttachments(this.deps.storage!, photos, REVIEW_PHOTO_FOLDER) : [];
    let photosUsed = false;
    let afterCommit: AfterCommit | undefined;
    try {
      await db.transaction().execute(async (trx) => {
        const access = accessBid(await lockBid(trx, bidId), userId, 'either');
        const { bid } = access;
        role = access.role;
        const decision = decideBidAction(action, role, this.facts(bid, await this.hasReview(trx, bid.id), { interested: input.interested }));
        if (!decision.allowed) throw notAllowed(decision.reason);
        const now = (this.deps.clock ?? systemClock).now();
        // A suspended or banned pro's quotes stay readable, but none of them can be taken on.
        if (action === 'hired' && role === 'consumer' && isBarred({ standing: bid.pro_standing, until: bid.pro_standing_until }, now)) {
          throw new AppError('conflict', ErrorText.ActionNotAllowed, BARRED_PRO_HIRE_MESSAGE);
        }
        // Reporting the job done before its booked day needs the pro's explicit confirmation.
        if (action === 'completed' && !decision.noop && isEarlyCompletion(bid.hired_on, now) && !input.confirmEarly) {
          throw AppError.invalid(
            [{ field: CONFIRM_EARLY_FIELD, message: `預約的日期（${formatTaipei(bid.hired_on!, 'YYYY-MM-DD HH:mm')}）還沒到，確定工作已經完成才能提早回報完工` }],
            ErrorText.EarlyCompletionUnconfirmed,
          );
        }
        const changes = actionChanges(action, role, input, now);
        if (action === 'reviews' && !decision.noop) {
          await this.deps.writeReview(trx, { quoteServiceId: bid.quote_service_id, quoteBidId: bid.id, userId }, input.review!, saved);
          photosUsed = true;
        }
        // The consumer confirming a hire the pro reported (self_hire) changes nothing but who hired.
        if (action === 'hired' && decision.noop && role === 'consumer' && !bid.hired_by_requester) {
          await trx.updateTable('quote_bids').set({ hired_by_requester: true }).where('id', '=', bid.id).execute();
          await closeRequestOnHire(trx, bid.quote_request_id, bid.id, now);
        }
        if (!decision.noop || action === 'read') {
          try {
            await trx
              .updateTable('quote_bids')
              .set({ ...changes, quote_status_id: decision.status, modified: now })
              .where('id', '=', bid.id)
              .execute();
          } catch (error) {
            // The database keeps a hire out of the pro's time a shop order reserved, also against one written at once.
            if (action === 'hired' && isExclusion(error)) throw new AppError('conflict', ErrorText.ActionNotAllowed, HIRE_SLOT_TAKEN_MESSAGE);
            throw error;
          }
        }
        // Opening the lead or the quote is seeing what its notifications announced.
        if (action === 'read') await markBidNotificationsRead(trx, userId, bid.id);
        if (decision.activity && !decision.noop) {
          await insertActivities(trx, [{ quote_request_id: bid.quote_request_id, quote_bid_id: bid.id, user_id: userId, type: decision.activity, created: now }]);
        }
        // The consumer's hire closes the request to the other pros; undoing it reopens it.
        if (action === 'hired' && !decision.noop) await closeRequestOnHire(trx, bid.quote_request_id, bid.id, now);
        if (action === 'undo_hire' && !decision.noop) await reopenRequestOnUndoHire(trx, bid.quote_request_id, now);
        if (action === 'completed' && !decision.noop) afterCommit = await this.deps.afterWorkCompleted?.(trx, bid.id, now);
      });
    } catch (error) {
      photosUsed = false;
      throw error;
    } finally {
      if (!photosUsed && saved.length > 0) await removeAttachments(this.deps.storage!, saved);
    }
    await afterCommit?.();
    return role === 'pro' ? this.providerView(bidId) : this.consumerView(bidId);
  }

  async providerView(bidId: number): Promise<ProviderQuoteBidResponse> {
    const row = await findProviderBid(this.deps.db, bidId);
    if (!row) throw AppError.notFound('找不到這個案件。');
    return toProviderBidResponse(row);
  }

  /** The consumer's view leaves out the pro's private fields. */
  async consumerView(bidId: number): Promise<ConsumerQuoteBidResponse> {
    const view = await this.providerView(bidId);
    const {
      provider_tag: _tag,
      is_provider_archived: _archived,
      provider_last_read_on: _read,
      last_used_template_id: _template,
      fee_amount: _fee,
      closed_by_hire: _closed,
      is_reviewed: _reviewed,
      ...rest
    } = view;
    return rest;
  }
}
