import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { releaseSplit } from '../../../domain/safety-payments/fees';
import type { SafetyPayment } from '../../../domain/safety-payments/safety-payments.contract';
import { heldAmount } from '../../../domain/safety-payments/states';
import { type SafetyPaymentAction, type SafetyPaymentActor, safetyPaymentTransition } from '../../../domain/safety-payments/transitions';
import { formatTaipei } from '../../../domain/time';
import { type Clock, systemClock } from '../../adapters/clock';
import type { EmailSender } from '../../adapters/messaging/messaging';
import type { SafetyPaymentsConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { DataCipher } from '../../lib/data-encryption';
import { postEscrow } from './escrow-ledger';
import { queueFeeInvoice } from './safety-payments-fee-invoice';
import { type PendingNotice, paymentPageUrl, type SafetyPaymentNotifier, writeActionNotices, writeNotice } from './safety-payment-notices';
import { autoReleaseAt } from './safety-payments.mappers';
import { findPayment, lockPayment, type PaymentRow, updatePayment } from './safety-payments.repository';
import {
  claimReminder,
  lockMilestone,
  lockUnreportedPaymentsOfBid,
  paymentsToRemind,
  releaseMilestones,
  reportedHoldingPayments,
} from './safety-payments-release.repository';
import { factsOf, SAFETY_PAYMENT_MESSAGES, type SafetyPaymentsService } from './safety-payments.service';

type Db = Kysely<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The consumer is reminded this many days before held money is released by itself (each once). */
export const AUTO_RELEASE_REMINDER_DAYS = [3, 1] as const;
/** Payments one auto-release run releases at most (the next run takes the rest). */
const AUTO_RELEASE_BATCH = 200;

export const RELEASE_MESSAGES = {
  milestoneNotFound: '找不到這個付款階段。',
  milestoneReleased: '這個付款階段已經撥款或退款。',
} as const;

const refused = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);
const notFound = () => AppError.notFound(SAFETY_PAYMENT_MESSAGES.notFound);

export interface SafetyPaymentReleaseDeps {
  db: Db;
  config: SafetyPaymentsConfig;
  payments: Pick<SafetyPaymentsService, 'view'>;
  messaging: EmailSender;
  publicUrl: string;
  /** Reads a company pro's 統一編號 for the fee's e-invoice. */
  cipher: DataCipher;
  /** Sends the e-mails of the releases' notices after their commit. */
  notifier?: SafetyPaymentNotifier;
  clock?: Clock;
}

/**
 * Releasing held money to the pro: the consumer's approval (all held or one milestone), the
 * pro's completion report that starts the auto-release clock, the release job and its reminders.
 * Each release is one `release` posting (the pro's share and the fee line, `releaseSplit`) in
 * the transaction that moves the payment's state, on the row locked and its version bumped,
 * with the fee's e-invoice (safety-payments-fee-invoice.ts).
 */
export class SafetyPaymentReleaseService {
  private readonly clock: Clock;

  constructor(private readonly deps: SafetyPaymentReleaseDeps) {
    this.clock = deps.clock ?? systemClock;
  }

  /** change_status/approve_export_instruct: the consumer releases everything held, or one milestone. */
  async approve(userId: number, pid: string, milestoneId: number | undefined): Promise<SafetyPayment> {
    const record = await findPayment(this.deps.db, { pid });
    if (!record || (record.consumer_user_id !== userId && record.pro_user_id !== userId)) throw notFound();
    const actor: SafetyPaymentActor = record.consumer_user_id === userId ? 'consumer' : 'pro';
    const now = this.clock.now();
    const notices = await this.deps.db.transaction().execute((trx) => this.release(trx, record.id, 'approve_export_instruct', actor, now, milestoneId ?? null));
    await this.deps.notifier?.send(notices);
    return this.deps.payments.view(userId, pid);
  }

  /**
   * A shop order completed (or its completion resolved): everything its payment holds goes to the
   * pro, less the fee, inside the order's transaction `trx` (the order's transition decided it).
   */
  async releaseShopOrder(trx: Db, paymentId: number, now: Date): Promise<void> {
    await this.release(trx, paymentId, 'order_release', 'system', now, null, true);
  }

  /**
   * One release inside `trx`: the transition decides, then the posting, the milestones, the row
   * and the pro's notification; answers the notices whose e-mails go after the commit.
   */
  private async release(
    trx: Db,
    id: number,
    action: SafetyPaymentAction,
    actor: SafetyPaymentActor,
    now: Date,
    milestoneId: number | null,
    shopOrder = false,
  ): Promise<PendingNotice[]> {
    const payment = await lockPayment(trx, id);
    if (!payment) throw notFound();
    // A shop order's payment is released only by its order (shop-orders' change_status).
    if ((payment.nshop_order_id !== null) !== shopOrder) throw refused(SAFETY_PAYMENT_MESSAGES.shopOrder);
    let move: number | undefined;
    if (milestoneId !== null) {
      const milestone = await lockMilestone(trx, id, milestoneId);
      if (!milestone) throw AppError.notFound(RELEASE_MESSAGES.milestoneNotFound);
      if (milestone.state !== 'open') throw refused(RELEASE_MESSAGES.milestoneReleased);
      move = milestone.amount;
    }
    const decision = safetyPaymentTransition(action, actor, { ...factsOf(payment, now, this.deps.config.autoReleaseDays), move });
    if (!decision.allowed) throw refused(decision.reason);
    const amount = move ?? heldAmount({ amount: payment.amount, released: payment.released_amount, refunded: payment.refunded_amount });
    const split = releaseSplit({ releasedBefore: payment.released_amount, feeTakenBefore: payment.fee_taken, release: amount }, this.deps.config.fee);
    // The reference is the amount released before: each release of a payment is posted once.
    const posted = await postEscrow(trx, {
      posting: { kind: 'release', paymentId: id, proId: payment.pro_user_id, amount, fee: split.fee },
      reference: `after-${payment.released_amount}`,
      milestoneId,
      note: action,
    });
    if (!posted.posted) throw refused(SAFETY_PAYMENT_MESSAGES.changed);
    // The fee is a sale to the pro: its e-invoice is queued with the posting (same reference, so once).
    await queueFeeInvoice(trx, this.deps.cipher, { paymentId: id, proUserId: payment.pro_user_id, releasedBefore: payment.released_amount, amount: split.fee });
    // A release of everything held closes every milestone still open.
    await releaseMilestones(trx, id, move === undefined ? null : milestoneId, now);
    const changes = { state: decision.state, released_amount: payment.released_amount + amount, fee_taken: payment.fee_taken + split.fee, modified: now };
    const written = await updatePayment(trx, id, payment.version, changes);
    if (!written) throw refused(SAFETY_PAYMENT_MESSAGES.changed);
    // The pro hears of the money released to him (a shop order's release is told by its order).
    const notices = await writeActionNotices(trx, action, { ...payment, ...changes, version: payment.version + 1 }, now);
    return notices.map((notice) => ({ ...notice, release: { amount, fee: split.fee, auto: action === 'auto_release' } }));
  }

  /**
   * The pro reported the bid's work completed (inside the bids' transaction): each payment of the
   * bid holding money gets its completion stamp, which starts the auto-release clock, and the
   * consumer's notification of it. Answers the sending of their e-mails, for after the commit.
   */
  async reportCompletion(trx: Db, bidId: number, now: Date): Promise<() => Promise<void>> {
    const days = this.deps.config.autoReleaseDays;
    const notices: PendingNotice[] = [];
    for (const payment of await lockUnreportedPaymentsOfBid(trx, bidId)) {
      const decision = safetyPaymentTransition('report_completion', 'pro', factsOf(payment, now, days));
      if (!decision.allowed || decision.noop) continue;
      const changes = { state: decision.state, completion_reported_at: now, modified: now };
      const written = await updatePayment(trx, payment.id, payment.version, changes);
      if (!written) throw refused(SAFETY_PAYMENT_MESSAGES.changed);
      const notice = await writeNotice(trx, { ...payment, ...changes, version: payment.version + 1 }, 'completion_reported', 'consumer', now);
      if (notice) notices.push({ ...notice, autoReleaseAt: autoReleaseAt(now, days)! });
    }
    return async () => {
      await this.deps.notifier?.send(notices);
    };
  }

  /** The release job: everything still held SAFETY_PAYMENT_AUTO_RELEASE_DAYS after the completion report goes to the pro. */
  async autoReleaseDue(now: Date): Promise<{ released: number }> {
    const ids = await reportedHoldingPayments(this.deps.db, new Date(now.getTime() - this.deps.config.autoReleaseDays * DAY_MS), AUTO_RELEASE_BATCH);
    let released = 0;
    for (const id of ids) {
      // Each in its own transaction: one that moved on meanwhile (a refund request) is left alone.
      const notices = await this.deps.db
        .transaction()
        .execute((trx) => this.release(trx, id, 'auto_release', 'system', now, null))
        .catch((error: unknown) => {
          if (error instanceof AppError && error.kind === 'conflict') return null;
          throw error;
        });
      if (!notices) continue;
      released++;
      await this.deps.notifier?.send(notices);
    }
    return { released };
  }

  /** The consumer is told (notification and e-mail) 3 days and 1 day before the auto release, each once. */
  async sendReminders(now: Date): Promise<{ sent: number }> {
    const days = this.deps.config.autoReleaseDays;
    let sent = 0;
    for (const [index, before] of AUTO_RELEASE_REMINDER_DAYS.entries()) {
      // Due within `before` days but not yet within the next reminder's (so a late run sends only the nearer one).
      const next = AUTO_RELEASE_REMINDER_DAYS[index + 1] ?? 0;
      const reportedBy = new Date(now.getTime() - (days - before) * DAY_MS);
      const reportedAfter = new Date(now.getTime() - (days - next) * DAY_MS);
      for (const payment of await paymentsToRemind(this.deps.db, reportedAfter, reportedBy)) {
        const releaseAt = autoReleaseAt(payment.completion_reported_at, days)!;
        const claimed = await this.deps.db.transaction().execute(async (trx) => {
          if (!(await claimReminder(trx, payment.id, before, now))) return false;
          await trx
            .insertInto('notifications')
            .values({ user_id: payment.consumer_user_id, type: 'safety_payment_release', quote_bid_id: payment.quote_bid_id, created: now, notified_at: now })
            .execute();
          return true;
        });
        if (!claimed) continue;
        sent++;
        if (payment.email) await this.deps.messaging.sendEmail(this.reminderMail(payment.email, payment, heldOf(payment), releaseAt));
      }
    }
    return { sent };
  }

  private reminderMail(to: string, payment: { pid: string; hash: string; quote_bid_id: number | null }, held: number, releaseAt: Date) {
    const when = formatTaipei(releaseAt, 'YYYY-MM-DD HH:mm');
    return {
      to,
      subject: '【好幫手】安心付款即將自動撥款',
      text: [
        `專家已回報完工。您保管中的安心付款 NT$${held.toLocaleString('en-US')} 將在 ${when} 自動撥款給專家。`,
        '如果工作尚未完成或有問題，請在這之前申請退款；確認沒有問題也可以直接撥款。',
        paymentPageUrl(this.deps.publicUrl, payment),
      ].join('\n\n'),
    };
  }
}

function heldOf(p: Pick<PaymentRow, 'amount' | 'released_amount' | 'refunded_amount'>): number {
  return heldAmount({ amount: p.amount, released: p.released_amount, refunded: p.refunded_amount });
}
