import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { safetyPaymentFee } from '../../../domain/safety-payments/fees';
import { SAFETY_PAYMENT_DUE_DAYS_MAX } from '../../../domain/safety-payments/limits';
import { heldAmount } from '../../../domain/safety-payments/states';
import { safetyPaymentTransition } from '../../../domain/safety-payments/transitions';
import { taipeiDateKey } from '../../../domain/time/datetime';
import type { CardGateway } from '../../adapters/payments/card-gateway';
import type { SafetyPaymentsConfig } from '../../config';
import type { Database } from '../../db/schema';
import { postEscrow } from './escrow-ledger';
import { insertPayment, type PaymentRow, updatePayment } from './safety-payments.repository';
import { factsOf, newPid, SAFETY_PAYMENT_MESSAGES } from './safety-payments.service';
import { grantedAmount, type RecordDecision } from './safety-payments-refund.service';
import type { SafetyPaymentReleaseService } from './safety-payments-release.service';

type Db = Kysely<Database>;

const DAY_MS = 24 * 60 * 60 * 1000;
const refused = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);

export const SHOP_ORDER_PAYMENT_MESSAGES = {
  missing: '找不到這筆訂單的付款。',
  noCardReference: '找不到這筆信用卡付款的交易編號，無法退款，請聯絡客服。',
  gatewayFailed: '信用卡退款未成功，請稍後再試。',
  /** The pro's refusal as the console's queue shows it (the consumer's reason is their own; the talk is in the order's messages). */
  disputeDeclined: '專家拒絕了消費者的取消申請。',
} as const;

/** An operator's decision of an order's dispute, with what writes its audit entry in the same transaction. */
export interface OrderDisputeDecision {
  grant: boolean;
  /** A partial grant: the NT$ given back (less than requested; the order goes on). Absent: all of it. */
  amount?: number;
  operatorId: number;
  reason: string;
  record: RecordDecision;
}

/** A new order as its payment needs it. */
export interface ShopOrderForPayment {
  orderId: number;
  consumerId: number;
  proId: number;
  amount: number;
  /** One line per order line (name, plan, quantity), as the payment's items. */
  items: string[];
  /** The order's partner channel (docs/partners.md), or null. */
  partnerId: string | null;
}

/**
 * A shop order's money on the safety-payment rail (docs/safety-payments.md, docs/shop.md): the
 * order's payment is a `third_party_payments` row with `nshop_order_id` (no bid), paid with the
 * payment's own pay calls. It moves only with its order, inside the order's transaction, after
 * the order's transition function decided the move: released to the pro (less the fee) when the
 * order completes, refunded to the consumer when a paid order is cancelled, cancelled when an
 * unpaid order is. The payment's own change_status / release / refund calls refuse it (409).
 * Each move is decided by the payment's transition function (`order_release`, `order_refund`,
 * `order_cancel`), like every other change of a payment's state.
 */
export class ShopOrderPayments {
  constructor(
    private readonly deps: {
      config: SafetyPaymentsConfig;
      releases: SafetyPaymentReleaseService;
      gateway: CardGateway;
    },
  ) {}

  /**
   * Locks the order's payment before the order: the payment's own transactions (paid, the code's
   * expiry) lock the payment, then the order, so every change takes them in that order (no deadlock).
   */
  async lockFirst(trx: Db, orderId: number): Promise<void> {
    await trx.selectFrom('third_party_payments').select('id').where('nshop_order_id', '=', orderId).forUpdate().execute();
  }

  /** Writes the payment of a new order, inside the order's transaction. */
  async create(trx: Db, order: ShopOrderForPayment, now: Date): Promise<void> {
    await insertPayment(trx, {
      pid: newPid(now),
      hash: randomBytes(16).toString('hex'),
      quote_bid_id: null,
      nshop_order_id: order.orderId,
      pro_user_id: order.proId,
      consumer_user_id: order.consumerId,
      amount: order.amount,
      fee: safetyPaymentFee(order.amount, this.deps.config.fee),
      items: order.items,
      due_date: taipeiDateKey(new Date(now.getTime() + SAFETY_PAYMENT_DUE_DAYS_MAX * DAY_MS)),
      created: now,
      partner_id: order.partnerId,
      milestones: [],
    });
  }

  /**
   * The order completed: everything held goes to the pro, less the fee (one `release` posting).
   * An order with a partner's discount also posts the partner's subsidy (`partner_subsidy`): the
   * discount, owed by the partner, credited to the pro, so he is paid the order's whole total.
   */
  async release(trx: Db, orderId: number, now: Date): Promise<void> {
    const payment = await lockOfOrder(trx, orderId);
    await this.deps.releases.releaseShopOrder(trx, payment.id, now);
    const order = await trx.selectFrom('nshop_orders').select('partner_discount').where('id', '=', orderId).executeTakeFirstOrThrow();
    if (order.partner_discount > 0) {
      const posting = { kind: 'partner_subsidy', paymentId: payment.id, proId: payment.pro_user_id, amount: order.partner_discount } as const;
      await postEscrow(trx, { posting, reference: `order:${orderId}`, note: `partner:${payment.partner_id ?? ''}` });
    }
  }

  /**
   * A paid order was cancelled: everything held goes back to the consumer; or an operator granted
   * part of its dispute (`decided.amount`): that part goes back and the rest stays held. A card
   * payment is posted as `card_refund` and refunded through the gateway last (a refusal rolls the
   * whole order change back); a CVS or ATM payment is posted as `refund_owed`, paid back by transfer.
   */
  async refund(trx: Db, orderId: number, now: Date, decided?: OrderDisputeDecision): Promise<void> {
    const payment = await lockOfOrder(trx, orderId);
    // A disputed payment is refunded by the operator's grant (its refund request is all it holds).
    const action = decided ? 'grant_refund' : 'order_refund';
    const amount = decided ? grantedAmount(payment, decided.amount) : heldAmount({ amount: payment.amount, released: payment.released_amount, refunded: payment.refunded_amount });
    const decision = safetyPaymentTransition(action, decided ? 'operator' : 'system', { ...factsOf(payment, now, this.deps.config.autoReleaseDays), move: decided ? amount : undefined });
    if (!decision.allowed) throw refused(decision.reason);
    const card = payment.pay_type === 'card';
    if (card && !payment.payment_id) throw refused(SHOP_ORDER_PAYMENT_MESSAGES.noCardReference);
    const posting = card
      ? ({ kind: 'card_refund', paymentId: payment.id, amount } as const)
      : ({ kind: 'refund_owed', paymentId: payment.id, consumerId: payment.consumer_user_id, amount } as const);
    const note = decided ? decided.reason : 'shop_order_cancel';
    const posted = await postEscrow(trx, { posting, reference: `refund:${payment.refunded_amount}`, note, operatorId: decided?.operatorId ?? null });
    if (!posted.posted) throw refused(SAFETY_PAYMENT_MESSAGES.changed);
    const changes = {
      state: decision.state,
      refunded_amount: payment.refunded_amount + amount,
      modified: now,
      ...(decided ? { ...decidedColumns(decided, now), refund_granted_amount: amount } : { refund_amount: amount }),
    };
    if (!(await updatePayment(trx, payment.id, payment.version, changes))) throw refused(SAFETY_PAYMENT_MESSAGES.changed);
    if (decided) await decided.record(trx, payment, changes);
    if (card) {
      try {
        await this.deps.gateway.refund(payment.payment_id!, amount);
      } catch {
        throw refused(SHOP_ORDER_PAYMENT_MESSAGES.gatewayFailed);
      }
    }
  }

  /**
   * The consumer took the order to the platform: everything held becomes a refund request the pro
   * declined (`disputed`), so the order appears in the console's refund-dispute queue.
   */
  async dispute(trx: Db, orderId: number, now: Date, reason: string): Promise<void> {
    const payment = await lockOfOrder(trx, orderId);
    const decision = safetyPaymentTransition('order_dispute', 'system', factsOf(payment, now, this.deps.config.autoReleaseDays));
    if (!decision.allowed) throw refused(decision.reason);
    const changes = {
      state: decision.state,
      refund_amount: heldAmount({ amount: payment.amount, released: payment.released_amount, refunded: payment.refunded_amount }),
      // The consumer's own words, as the console's dispute screen shows a request's reason.
      refund_reason: reason,
      refund_milestone_id: null,
      refund_requested_at: now,
      refund_declined_at: now,
      refund_decline_reason: SHOP_ORDER_PAYMENT_MESSAGES.disputeDeclined,
      refund_decision: null,
      refund_decision_reason: null,
      refund_decided_at: null,
      refund_decided_by: null,
      refund_granted_amount: null,
      modified: now,
    };
    if (!(await updatePayment(trx, payment.id, payment.version, changes))) throw refused(SAFETY_PAYMENT_MESSAGES.changed);
  }

  /** The operator denied the order's dispute: the money stays held as before it, for the order to go on. */
  async resume(trx: Db, orderId: number, now: Date, decided: OrderDisputeDecision): Promise<void> {
    const payment = await lockOfOrder(trx, orderId);
    const decision = safetyPaymentTransition('deny_refund', 'operator', factsOf(payment, now, this.deps.config.autoReleaseDays));
    if (!decision.allowed) throw refused(decision.reason);
    const changes = { state: decision.state, modified: now, ...decidedColumns(decided, now) };
    if (!(await updatePayment(trx, payment.id, payment.version, changes))) throw refused(SAFETY_PAYMENT_MESSAGES.changed);
    await decided.record(trx, payment, changes);
  }

  /**
   * An unpaid order was cancelled (by the consumer, or its code expired): its payment is
   * cancelled too, so nothing more can be paid on it (money arriving late is put back by `paid`).
   */
  async cancelUnpaid(trx: Db, orderId: number, now: Date): Promise<void> {
    const payment = await lockOfOrder(trx, orderId);
    const decision = safetyPaymentTransition('order_cancel', 'system', factsOf(payment, now, this.deps.config.autoReleaseDays));
    if (!decision.allowed) throw refused(decision.reason);
    const changes = { state: decision.state, cancelled_at: now, payment_code: null, bank_code: null, virtual_account: null, modified: now };
    if (!(await updatePayment(trx, payment.id, payment.version, changes))) throw refused(SAFETY_PAYMENT_MESSAGES.changed);
  }
}

const decidedColumns = (decided: OrderDisputeDecision, now: Date) => ({
  refund_decision: decided.grant ? ('granted' as const) : ('denied' as const),
  refund_decision_reason: decided.reason,
  refund_decided_at: now,
  refund_decided_by: decided.operatorId,
});

async function lockOfOrder(trx: Db, orderId: number): Promise<PaymentRow> {
  const payment = await trx.selectFrom('third_party_payments').selectAll().where('nshop_order_id', '=', orderId).forUpdate().executeTakeFirst();
  if (!payment) throw refused(SHOP_ORDER_PAYMENT_MESSAGES.missing);
  return payment;
}
