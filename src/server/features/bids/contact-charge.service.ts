import type { Kysely } from 'kysely';
import { Activity, QuoteStatus, type QuoteStatusId } from '../../../domain/bids/quote-status';
import { BLOCKED_ACTION_MESSAGES } from '../../../domain/blocking/blocking';
import { decideBidAction } from '../../../domain/bids/transitions';
import { AppError } from '../../../domain/errors/app-error';
import { ContactProviderError, ErrorText, QuoteError, SwitchToManualQuoteError } from '../../../domain/errors/codes';
import { CONTACT_PROVIDER_MESSAGES, ERROR_TEXT_MESSAGES, QUOTE_ERROR_MESSAGES, SWITCH_TO_MANUAL_QUOTE_MESSAGES } from '../../../domain/errors/messages';
import type { FeatureFlags } from '../../../domain/flags/feature-flags';
import { TransactionType, UNOPENED_QUOTE_REFUND_HOURS } from '../../../domain/wallet/ledger';
import type { Database } from '../../db/schema';
import { blockedRefusal } from '../blocking';
import { insertActivities } from '../requests';
import { creditWallet, findFeeEntry } from '../wallet';
import { accessBid } from './bid-access';
import { writeBid } from './bid-write.repository';
import { readContactFacts } from './contact-facts.repository';
import { feeOf } from './quote-fee.repository';
import { mayQuote } from '../../../domain/bids/may-quote';
import { type Clock, systemClock } from '../../adapters/clock';

type Db = Kysely<Database>;

const HOUR_MS = 3_600_000;

const switchRefusal = (code: (typeof SwitchToManualQuoteError)[keyof typeof SwitchToManualQuoteError]) =>
  new AppError('conflict', code, SWITCH_TO_MANUAL_QUOTE_MESSAGES[code]!);

/**
 * Paying only for results (issue: pay-on-contact mode). A quote sent with `is_contact_charge` is
 * free; its fee is taken from the pro's wallet when the consumer first makes contact, and a
 * paid fee comes back when the consumer has not opened the quote within 48 hours.
 */
export class ContactChargeService {
  constructor(private readonly deps: { db: Db; flags: FeatureFlags; clock?: Clock }) {}

  private now(): Date {
    return (this.deps.clock ?? systemClock).now();
  }

  /**
   * The consumer reaches out (reply or call). The first contact takes the fee. If the pro's
   * wallet cannot cover it the consumer's contact still succeeds, but it is held from the pro
   * (the consumer's messages, and his contact details to the consumer) until he tops up and pays
   * it with switch_to_manual_quote; he gets a notification. A second contact is 409 code 17,
   * which clients treat as success.
   */
  async wantToContact(userId: number, bidId: number): Promise<{ fee_taken: number; fee_due: number }> {
    return this.deps.db.transaction().execute(async (trx) => {
      const { bid } = accessBid(await readContactFacts(trx, bidId), userId, 'consumer', '找不到這個報價。');
      if (bid.blocked) throw blockedRefusal(BLOCKED_ACTION_MESSAGES.contact);
      const decision = decideBidAction('contact', 'consumer', {
        status: bid.quote_status_id as QuoteStatusId,
        isRejected: bid.is_requestor_rejected,
        isProviderArchived: bid.is_provider_archived,
        hasReview: false,
      });
      if (!decision.allowed) {
        throw new AppError('conflict', ErrorText.ActionNotAllowed, `${ERROR_TEXT_MESSAGES[ErrorText.ActionNotAllowed]!}${decision.reason}`);
      }
      if (bid.contacted) {
        throw new AppError('conflict', ContactProviderError.Tolerated, CONTACT_PROVIDER_MESSAGES[ContactProviderError.Tolerated]!);
      }
      const now = this.now();
      const due = bid.is_contact_charge && bid.fee_amount === null ? feeOf(bid) : null;
      // Held, not free: fee_amount stays null until the pro pays (switchToManualQuote).
      const held = due !== null && due > 0 && bid.balance < due;
      const taken = due !== null && !held ? due : null;
      const written = await writeBid(trx, {
        bidId: bid.id,
        changes: taken === null ? null : { fee_amount: taken, modified: now },
        activity: { quote_request_id: bid.quote_request_id, quote_bid_id: bid.id, user_id: userId, type: Activity.Chat, created: now },
        notification: held ? { user_id: bid.user_id, type: 'new_message', quote_request_id: bid.quote_request_id, quote_bid_id: bid.id } : null,
        response: null,
        fee: taken ? { userId: bid.user_id, amount: taken, type: TransactionType.ContactFee, quoteBidId: bid.id, note: `聯繫 #${bid.id}` } : null,
        countQuotes: false,
      });
      // The balance fell short between the read and the write (another fee at the same moment).
      if (!written.feeTaken) throw new AppError('conflict', QuoteError.NotEnoughCredit, QUOTE_ERROR_MESSAGES[QuoteError.NotEnoughCredit]!);
      return { fee_taken: taken ?? 0, fee_due: held ? due : 0 };
    });
  }

  /**
   * The pro turns a pay-on-contact quote into an ordinary one, paying the fee now; after the
   * consumer made contact this is how a held contact is paid for (a contact fee) and released.
   */
  async switchToManualQuote(userId: number, bidId: number): Promise<{ fee: number }> {
    return this.deps.db.transaction().execute(async (trx) => {
      const { bid } = accessBid(await readContactFacts(trx, bidId), userId, 'pro', '找不到這個報價。');
      if (!bid.is_contact_charge || bid.quote_status_id === QuoteStatus.NotInterested) throw AppError.notFound('找不到這個報價。');
      if (bid.fee_amount !== null) throw switchRefusal(SwitchToManualQuoteError.AlreadyContacted);
      const refusal = mayQuote({ phoneVerification: this.deps.flags.phoneVerification, phoneConfirmed: bid.is_phone_confirmed, categoryLimited: bid.category_limited });
      if (refusal) throw switchRefusal(refusal === 'phone_unconfirmed' ? SwitchToManualQuoteError.PhoneVerificationNeeded : SwitchToManualQuoteError.CategoryLimitation);
      const fee = feeOf(bid);
      if (bid.balance < fee) throw switchRefusal(SwitchToManualQuoteError.PaymentFailed);
      const type = bid.contacted ? TransactionType.ContactFee : TransactionType.QuoteFee;
      const written = await writeBid(trx, {
        bidId: bid.id,
        changes: { is_contact_charge: false, fee_amount: fee, modified: this.now() },
        activity: null,
        notification: null,
        response: null,
        fee: fee > 0 ? { userId, amount: fee, type, quoteBidId: bid.id, note: bid.contacted ? `聯繫 #${bid.id}` : `報價 #${bid.id}` } : null,
        countQuotes: false,
      });
      // The balance fell short between the read and the write: nothing was paid.
      if (!written.feeTaken) throw switchRefusal(SwitchToManualQuoteError.PaymentFailed);
      return { fee };
    });
  }

  /**
   * Gives back the fee of every quote the consumer has not opened within 48 hours of sending:
   * a refund entry naming the fee entry (once, by a unique index) and a `refund` activity.
   * Safe to run from several server copies at once. Returns how many fees came back.
   */
  async refundUnopenedQuotes(now = this.now(), batch = 200): Promise<number> {
    const cutoff = new Date(now.getTime() - UNOPENED_QUOTE_REFUND_HOURS * HOUR_MS);
    const due = await this.deps.db
      .selectFrom('quote_bids as b')
      .innerJoin('wallet_entries as fee', (join) =>
        join.onRef('fee.quote_bid_id', '=', 'b.id').on('fee.transaction_type', 'in', [TransactionType.QuoteFee, TransactionType.AutoQuoteFee]),
      )
      .leftJoin('wallet_entries as refund', 'refund.refunds_entry_id', 'fee.id')
      .select(['b.id'])
      .where('b.quote_status_id', '=', QuoteStatus.InProgress)
      .where('b.is_requestor_readed', '=', false)
      .where('b.fee_amount', '>', 0)
      .where('b.quote_sent_on', '<=', cutoff)
      .where('refund.id', 'is', null)
      .orderBy('b.quote_sent_on')
      .limit(batch)
      .execute();
    let refunded = 0;
    for (const { id } of due) {
      if (await this.refundOne(id, cutoff)) refunded += 1;
    }
    return refunded;
  }

  private async refundOne(bidId: number, cutoff: Date): Promise<boolean> {
    return this.deps.db.transaction().execute(async (trx) => {
      // Another copy may be refunding this bid right now: skip it rather than wait.
      const bid = await trx
        .selectFrom('quote_bids')
        .select(['id', 'user_id', 'quote_request_id', 'quote_status_id', 'is_requestor_readed', 'quote_sent_on'])
        .where('id', '=', bidId)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!bid || bid.quote_status_id !== QuoteStatus.InProgress || bid.is_requestor_readed) return false;
      if (!bid.quote_sent_on || bid.quote_sent_on > cutoff) return false;
      const fee = await findFeeEntry(trx, bid.id);
      if (!fee || fee.amount >= 0) return false;
      const given = await trx.selectFrom('wallet_entries').select('id').where('refunds_entry_id', '=', fee.id).executeTakeFirst();
      if (given) return false;
      await creditWallet(trx, {
        userId: bid.user_id,
        amount: -fee.amount,
        type: TransactionType.Refund,
        quoteBidId: bid.id,
        refundsEntryId: fee.id,
        note: `客戶 ${UNOPENED_QUOTE_REFUND_HOURS} 小時內未查看報價 #${bid.id}`,
      });
      await insertActivities(trx, [{ quote_request_id: bid.quote_request_id, quote_bid_id: bid.id, user_id: null, type: Activity.Refund, created: this.now() }]);
      return true;
    });
  }
}
