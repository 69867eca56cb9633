import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely, Updateable } from 'kysely';
import { QuoteStatus, type QuoteStatusId } from '../../../domain/bids/quote-status';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { safetyPaymentFee } from '../../../domain/safety-payments/fees';
import { SAFETY_PAYMENT_DUE_DAYS_MAX, SAFETY_PAYMENTS_PER_PAGE } from '../../../domain/safety-payments/limits';
import { type AddSafetyPaymentInput, DUE_DATE_TEXT, type SafetyPayment } from '../../../domain/safety-payments/safety-payments.contract';
import {
  type ChangeStatusAction,
  type SafetyPaymentActor,
  type SafetyPaymentFacts,
  safetyPaymentTransition,
} from '../../../domain/safety-payments/transitions';
import { taipeiDateKey } from '../../../domain/time/datetime';
import { type Clock, systemClock } from '../../adapters/clock';
import type { SafetyPaymentsConfig } from '../../config';
import type { Database, ThirdPartyPaymentsTable } from '../../db/schema';
import { paymentFeeEinvoices } from '../einvoices';
import { type PendingNotice, type SafetyPaymentNotifier, writeActionNotices, writeNotice } from './safety-payment-notices';
import { autoReleaseAt, toSafetyPaymentResponse, type Viewer } from './safety-payments.mappers';
import { findBidForPayment, findPayment, insertPayment, listPayments, lockPayment, type PaymentRow, type PaymentRecord, updatePayment } from './safety-payments.repository';

type Db = Kysely<Database>;

/**
 * Whether a pro may receive safety payments: an approved charge application (收款申請) on file.
 * Injected, so the payments do not depend on how applications are kept.
 */
export type MayReceivePayments = (userId: number) => Promise<boolean>;

export interface SafetyPaymentsDeps {
  db: Db;
  config: SafetyPaymentsConfig;
  mayReceivePayments: MayReceivePayments;
  /** Sends the e-mails of the notifications each step writes (none when absent). */
  notifier?: SafetyPaymentNotifier;
  clock?: Clock;
}

/** The bid statuses a payment request may be issued on: hired (the work may be done, or paid before). */
export const PAYABLE_BID_STATUSES: readonly QuoteStatusId[] = [QuoteStatus.Hired, QuoteStatus.WorkCompleted, QuoteStatus.PaymentCompleted];

export const SAFETY_PAYMENT_MESSAGES = {
  notFound: '找不到這筆安心付款。',
  shopOrder: '這筆款項屬於商城訂單，請在訂單中操作（確認、完成或取消訂單）。',
  bidNotFound: '找不到這個案件。',
  bidNotHired: '只有已雇用的案件可以發出安心付款請求。',
  mayNotReceive: '您的收款申請尚未通過審核，通過後才能發出安心付款請求。',
  changed: '這筆安心付款剛剛有了變動，請重新整理後再試一次。',
} as const;

/**
 * What an action writes besides the state: stamps, amounts, and (for the steps that move money)
 * its escrow postings through `trx`, in the same transaction. Each action that the change_status
 * route accepts has one.
 */
export type ActionEffect = (ctx: { trx: Db; payment: PaymentRow; now: Date }) => Promise<Updateable<ThirdPartyPaymentsTable>>;

const EFFECTS: Partial<Record<ChangeStatusAction, ActionEffect>> = {
  read: async ({ now }) => ({ read_at: now }),
  cancel_request: async ({ now }) => ({ cancelled_at: now }),
  cancel: async ({ now }) => ({ cancelled_at: now }),
};

/** The change_status actions the API takes (the others come with the steps that move money). */
export const ACCEPTED_ACTIONS = Object.keys(EFFECTS) as ChangeStatusAction[];

const DAY_MS = 24 * 60 * 60 * 1000;
const PID_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const PID = /^SP\d{12}[0-9A-Z]{6}$/;
const HASH = /^[0-9a-f]{32}$/;

/** The public id: SP, the UTC time to the second, then 6 random characters (20 in all). */
export function newPid(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(2, 14);
  return `SP${stamp}${Array.from({ length: 6 }, () => PID_ALPHABET[randomInt(PID_ALPHABET.length)]).join('')}`;
}

const refused = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);
const notFound = () => AppError.notFound(SAFETY_PAYMENT_MESSAGES.notFound);

/** The decision's facts of a payment row at `now`. */
export function factsOf(row: PaymentRow, now: Date, autoReleaseDays: number): SafetyPaymentFacts {
  const releaseAt = autoReleaseAt(row.completion_reported_at, autoReleaseDays);
  return {
    state: row.state,
    amounts: { amount: row.amount, released: row.released_amount, refunded: row.refunded_amount },
    isRead: row.read_at !== null,
    completionReported: row.completion_reported_at !== null,
    autoReleaseDue: releaseAt !== null && releaseAt.getTime() <= now.getTime(),
  };
}

/** Payment requests: issue, list, view (parties and the guest link) and the change_status actions. */
export class SafetyPaymentsService {
  private readonly db: Db;
  private readonly config: SafetyPaymentsConfig;
  private readonly mayReceivePayments: MayReceivePayments;
  private readonly clock: Clock;
  private readonly notifier: SafetyPaymentNotifier | undefined;

  constructor(deps: SafetyPaymentsDeps) {
    this.db = deps.db;
    this.config = deps.config;
    this.mayReceivePayments = deps.mayReceivePayments;
    this.notifier = deps.notifier;
    this.clock = deps.clock ?? systemClock;
  }

  /** POST add.json: the bid's pro asks for a payment (attributed to his session's partner channel, else the request's). A bid not his is 404, one not hired 409; nothing is written then. */
  async add(userId: number, input: AddSafetyPaymentInput, partnerId: string | null = null): Promise<SafetyPayment> {
    const now = this.clock.now();
    const today = taipeiDateKey(now);
    const last = taipeiDateKey(new Date(now.getTime() + SAFETY_PAYMENT_DUE_DAYS_MAX * DAY_MS));
    if (input.due_date < today || input.due_date > last) throw AppError.invalid([{ field: 'due_date', message: DUE_DATE_TEXT }]);
    const bid = await findBidForPayment(this.db, input.quote_bid_id);
    if (!bid || bid.pro_user_id !== userId) throw AppError.notFound(SAFETY_PAYMENT_MESSAGES.bidNotFound);
    if (!PAYABLE_BID_STATUSES.includes(bid.quote_status_id as QuoteStatusId)) throw refused(SAFETY_PAYMENT_MESSAGES.bidNotHired);
    // Outside the transaction: the check may read the database itself (one connection on PGlite).
    if (!(await this.mayReceivePayments(userId))) throw refused(SAFETY_PAYMENT_MESSAGES.mayNotReceive);
    const pid = newPid(now);
    const notices = await this.db.transaction().execute(async (trx) => {
      const id = await insertPayment(trx, {
        pid,
        hash: randomBytes(16).toString('hex'),
        quote_bid_id: bid.id,
        pro_user_id: userId,
        consumer_user_id: bid.consumer_user_id,
        amount: input.amount,
        fee: safetyPaymentFee(input.amount, this.config.fee),
        items: input.items,
        due_date: input.due_date,
        created: now,
        // The pro's partner channel, else the channel the request was made in (docs/partners.md).
        partner_id: partnerId ?? bid.request_partner_id,
        milestones: input.milestones ?? [],
      });
      // The consumer is told of the request (the e-mail carries the guest link too).
      const written = await writeNotice(trx, (await lockPayment(trx, id))!, 'requested', 'consumer', now);
      return written ? [written] : [];
    });
    await this.notifier?.send(notices);
    return this.view(userId, pid);
  }

  /**
   * GET index/page:{n}.json: the caller's payments as consumer or pro, newest first; with a bid
   * (`quote_bid_id:{id}`), that bid's only, for its pro and its consumer (anyone else 404).
   */
  async list(userId: number, page: number, bidId?: number) {
    if (bidId !== undefined) {
      const bid = await findBidForPayment(this.db, bidId);
      if (!bid || (bid.pro_user_id !== userId && bid.consumer_user_id !== userId)) throw AppError.notFound(SAFETY_PAYMENT_MESSAGES.bidNotFound);
    }
    const { rows, count } = await listPayments(this.db, userId, page, SAFETY_PAYMENTS_PER_PAGE, bidId);
    return {
      third_party_payments: rows.map((r) => this.toResponse(r, viewerOf(r, userId)!)),
      page,
      total_pages: Math.max(1, Math.ceil(count / SAFETY_PAYMENTS_PER_PAGE)),
      count,
    };
  }

  /** GET view/{pid}.json: for its pro and its consumer; anyone else is told it does not exist. */
  async view(userId: number, pid: string): Promise<SafetyPayment> {
    const record = PID.test(pid) ? await findPayment(this.db, { pid }) : undefined;
    const viewer = record && viewerOf(record, userId);
    if (!record || !viewer) throw notFound();
    const payment = this.toResponse(record, viewer);
    // The fee is the pro's purchase: only the pro sees its e-invoices.
    if (viewer === 'pro') payment.fee_invoices = await paymentFeeEinvoices(this.db, record.id);
    return payment;
  }

  /** GET hash/{hash}.json: the guest link (whoever holds it sees the payment as a guest). */
  async viewByHash(hash: string): Promise<SafetyPayment> {
    const record = HASH.test(hash) ? await findPayment(this.db, { hash }) : undefined;
    if (!record) throw notFound();
    return this.toResponse(record, 'guest');
  }

  /**
   * POST change_status/{action}/{pid}.json: the transition function decides (409 with its zh-TW
   * reason when it refuses), then the action's effect and the new state are written to the row
   * locked in one transaction, conditional on its version.
   */
  async changeStatus(userId: number, action: ChangeStatusAction, pid: string): Promise<SafetyPayment> {
    const effect = EFFECTS[action];
    const record = PID.test(pid) ? await findPayment(this.db, { pid }) : undefined;
    const viewer = record && viewerOf(record, userId);
    if (!record || !viewer || !effect) throw notFound();
    await this.apply(record.id, action, viewer, effect);
    return this.view(userId, pid);
  }

  private async apply(id: number, action: ChangeStatusAction, actor: SafetyPaymentActor, effect: ActionEffect): Promise<void> {
    const now = this.clock.now();
    const notices = await this.db.transaction().execute(async (trx): Promise<PendingNotice[]> => {
      const payment = await lockPayment(trx, id);
      if (!payment) throw notFound();
      // A shop order's payment moves only with its order (shop-orders' change_status).
      if (payment.nshop_order_id !== null) throw refused(SAFETY_PAYMENT_MESSAGES.shopOrder);
      const decision = safetyPaymentTransition(action, actor, factsOf(payment, now, this.config.autoReleaseDays));
      if (!decision.allowed) throw refused(decision.reason);
      if (decision.noop) return [];
      const changes = await effect({ trx, payment, now });
      const next = { ...changes, state: decision.state, modified: now };
      const written = await updatePayment(trx, id, payment.version, next);
      if (!written) throw refused(SAFETY_PAYMENT_MESSAGES.changed);
      return writeActionNotices(trx, action, { ...payment, ...next, version: payment.version + 1 } as PaymentRow, now);
    });
    await this.notifier?.send(notices);
  }

  private toResponse(record: PaymentRecord, viewer: Viewer): SafetyPayment {
    return toSafetyPaymentResponse(record, viewer, this.config.autoReleaseDays);
  }
}

/** Which side of the payment the user is on, or null when neither. */
function viewerOf(record: PaymentRecord, userId: number): 'pro' | 'consumer' | null {
  if (record.pro_user_id === userId) return 'pro';
  return record.consumer_user_id === userId ? 'consumer' : null;
}
