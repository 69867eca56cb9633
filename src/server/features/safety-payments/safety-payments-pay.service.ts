import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Updateable } from 'kysely';
import { AppError } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { declineMessage, GATEWAY_UNAVAILABLE_MESSAGE, THREE_DS_FAILED_MESSAGE } from '../../../domain/payments/cards';
import { paidAsOrdered, type ReceivedAmount } from '../../../domain/payments/gateway-amounts';
import { ATM_EXPIRE_DAYS, amountProblem, CVS_EXPIRE_MINUTES } from '../../../domain/payments/purchase-rules';
import type { PaySafetyPaymentInput } from '../../../domain/safety-payments/pay.contract';
import type { SafetyPayment } from '../../../domain/safety-payments/safety-payments.contract';
import { SafetyPaymentRefusal, type SafetyPaymentActor, safetyPaymentTransition } from '../../../domain/safety-payments/transitions';
import type { EmailSender } from '../../adapters/messaging/messaging';
import { type CardFacts, type CardGateway, type ChargeResult, GatewayUnavailableError } from '../../adapters/payments/card-gateway';
import { EcpayError, type EcpayPaymentInfo } from '../../adapters/payments/ecpay/ecpay-client';
import { type Clock, systemClock } from '../../adapters/clock';
import type { SafetyPaymentsConfig } from '../../config';
import type { CardProvider, Database, ThirdPartyPaymentsTable } from '../../db/schema';
import type { Throttle } from '../../lib/throttle';
import { cardholderOf, type EcpayGateway, enforcePaymentVelocity, findCard } from '../payments';
import { postEscrow } from './escrow-ledger';
import { paymentPageUrl, type SafetyPaymentNotifier, writeActionNotices } from './safety-payment-notices';
import { toSafetyPaymentResponse } from './safety-payments.mappers';
import { findPayment, lockPayment, type PaymentRow, updatePayment } from './safety-payments.repository';
import { factsOf, newPid, SAFETY_PAYMENT_MESSAGES } from './safety-payments.service';

type Db = Kysely<Database>;

/** Where ECPay posts a safety payment's code (PaymentInfoURL) and its payment (ReturnURL), and where 3-D Secure comes back. */
export const SAFETY_PAY_CALLBACK_PATHS = {
  ecpayNotify: '/new/v1/third_party_payments/ecpay/notify',
  ecpayPaymentInfo: '/new/v1/third_party_payments/ecpay/payment_info',
  cardReturn: '/new/v1/third_party_payments/card/return',
  cardNotify: '/new/v1/third_party_payments/card/notify',
} as const;

/** A card attempt waiting for 3-D Secure blocks a new attempt this long (so one payment is not charged twice). */
export const THREE_DS_WAIT_MINUTES = 30;

export const PAY_MESSAGES = {
  codeOpen: '這筆安心付款已取得繳費資訊，請於期限內繳費；期限過後才能改用其他付款方式。',
  threeDsOpen: '這筆安心付款的信用卡付款正在處理或 3D 驗證中，請完成驗證或稍後再試。',
  issueFailed: '目前無法向綠界取得繳費代碼，請稍後再試。',
  cardNotFound: '找不到這張信用卡。',
  keyUsed: '這個 idempotency_key 已用於另一筆付款，請換一組。',
  codeExpired: '繳費期限已過，這組繳費資訊已失效，請重新選擇付款方式。',
} as const;

/** Expired codes one sweep takes at most (the next run takes the rest). */
const EXPIRY_BATCH = 200;

export interface SafetyPayDeps {
  db: Db;
  config: SafetyPaymentsConfig;
  card: {
    gateway: CardGateway;
    provider: CardProvider;
    /** Where the browser comes back after 3-D Secure and where the gateway notifies us (this feature's own paths). */
    threeDomainSecureUrls: () => { returnUrl: string; notifyUrl: string };
  };
  ecpay: EcpayGateway;
  messaging: EmailSender;
  /** Card charges and payment orders are counted per consumer and per IP (the wallet's limits). */
  throttle: Throttle;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Sends the e-mails of the notifications the expiry sweep writes (none when absent). */
  notifier?: SafetyPaymentNotifier;
  /**
   * What a shop order's payment does to its order, inside the payment's transaction (injected by
   * the composition: the shop orders feature depends on this one, not the other way round).
   */
  shopOrderHooks?: ShopOrderPaymentHooks;
  clock?: Clock;
}

export interface ShopOrderPaymentHooks {
  /** The order's payment arrived and is held: the order is paid (or confirmed at once). */
  onPaid: (trx: Db, orderId: number, now: Date) => Promise<void>;
  /** The order's CVS code or ATM account expired unpaid: the order is given up, its stock back. */
  onCodeExpired: (trx: Db, orderId: number, now: Date) => Promise<void>;
}

/** The money that arrived: the attempt's order number, the gateway's reference, the card it came from. */
export interface Arrival {
  orderNumber: string;
  reference: string;
  paidAt: Date;
  card?: CardFacts | null;
}

export type PayOutcome = { payment: SafetyPayment; paymentUrl: string | null };

const refused = (message: string) => new AppError('conflict', ErrorText.ActionNotAllowed, message);
const notFound = () => AppError.notFound(SAFETY_PAYMENT_MESSAGES.notFound);
const UNIQUE_VIOLATION = '23505';
const MISMATCH_MESSAGE = '付款金額與請款金額不符，款項已退回，請重新付款。';

/**
 * Paying a safety payment: a card charge (with 3-D Secure), a CVS code or an ATM account through
 * ECPay. An attempt is written first (the `pay` action: awaiting_payment, under the client's
 * idempotency key, with a new order number), then the gateway is asked once. The money is taken
 * in by `paid` alone: the payment moves to held and `payment_received` is posted in the same
 * transaction; a repeat changes nothing; money arriving after `cancelled` is recorded and put back.
 */
export class SafetyPaymentsPayService {
  private readonly db: Db;
  private readonly clock: Clock;

  constructor(private readonly deps: SafetyPayDeps) {
    this.db = deps.db;
    this.clock = deps.clock ?? systemClock;
  }

  /** POST pay/{pid}.json by the signed-in consumer, or by whoever sends the guest link's hash. */
  async pay(userId: number | null, pid: string, input: PaySafetyPaymentInput, ip: string): Promise<PayOutcome> {
    const record = /^SP[0-9A-Z]{18}$/.test(pid) ? await findPayment(this.db, { pid }) : undefined;
    if (!record) throw notFound();
    const actor: SafetyPaymentActor | null = userId !== null && userId === record.consumer_user_id ? 'consumer' : input.hash === record.hash ? 'guest' : null;
    if (!actor) throw notFound();
    const problem = amountProblem(record.amount, input.pay_type, false);
    if (problem) throw AppError.invalid([{ field: 'pay_type', message: problem }]);
    const card = input.pay_type === 'card' && input.prime === undefined ? await this.boundCard(actor, userId, input.card_id) : null;
    const viewer = actor === 'consumer' ? 'consumer' : 'guest';
    await enforcePaymentVelocity(this.deps.throttle, input.pay_type === 'card' ? 'card_charge' : 'purchase_order', record.consumer_user_id, ip);
    const started = await this.begin(record.id, actor, input);
    if (!started) return this.answerRepeat(pid, input.idempotency_key, viewer);
    let paymentUrl: string | null = null;
    if (input.pay_type === 'card') paymentUrl = await this.charge(started, input, card);
    else await this.issue(started, input.pay_type);
    return { payment: await this.view(pid, viewer), paymentUrl };
  }

  private async boundCard(actor: SafetyPaymentActor, userId: number | null, cardId: number | undefined) {
    const card = actor === 'consumer' && userId !== null && cardId !== undefined ? await findCard(this.db, userId, cardId, this.deps.card.provider) : undefined;
    if (!card) throw AppError.notFound(PAY_MESSAGES.cardNotFound);
    return card;
  }

  /**
   * Writes the attempt on the locked row: the `pay` action, the key, a new order number, the
   * previous attempt's code cleared. Null when this key's attempt is already written (a double submit).
   */
  private async begin(id: number, actor: SafetyPaymentActor, input: PaySafetyPaymentInput): Promise<PaymentRow | null> {
    const now = this.clock.now();
    try {
      return await this.db.transaction().execute(async (trx) => {
        const payment = await lockPayment(trx, id);
        if (!payment) throw notFound();
        if (payment.idempotency_key === input.idempotency_key) return null;
        const decision = safetyPaymentTransition('pay', actor, factsOf(payment, now, this.deps.config.autoReleaseDays));
        if (!decision.allowed) throw refused(decision.reason);
        this.refuseOpenAttempt(payment, now);
        const changes: Updateable<ThirdPartyPaymentsTable> = {
          state: decision.state,
          pay_type: input.pay_type,
          idempotency_key: input.idempotency_key,
          order_number: newPid(now),
          payment_id: null,
          payment_code: null,
          bank_code: null,
          virtual_account: null,
          payment_expires_at: null,
          pay_error: null,
          modified: now,
        };
        if (!(await updatePayment(trx, id, payment.version, changes))) throw refused(SAFETY_PAYMENT_MESSAGES.changed);
        return (await lockPayment(trx, id))!;
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw refused(PAY_MESSAGES.keyUsed);
      throw error;
    }
  }

  /** An issued code not yet expired, or a card being charged or in 3-D Secure, is the attempt to finish: no second one meanwhile. */
  private refuseOpenAttempt(payment: PaymentRow, now: Date): void {
    if (payment.state !== 'awaiting_payment' || payment.pay_error) return;
    const codeOpen = (payment.payment_code || payment.bank_code) && payment.payment_expires_at && payment.payment_expires_at > now;
    if (codeOpen) throw refused(PAY_MESSAGES.codeOpen);
    // A card attempt that has not failed is being charged or waits for 3-D Secure: another attempt
    // (another tab, another key) would charge the card a second time.
    const cardOpen = payment.pay_type === 'card' && now.getTime() - payment.modified.getTime() < THREE_DS_WAIT_MINUTES * 60_000;
    if (cardOpen) throw refused(PAY_MESSAGES.threeDsOpen);
  }

  /** The same key again: the first attempt's answer, charging nothing (its failure again when it failed). */
  private async answerRepeat(pid: string, key: string, viewer: 'consumer' | 'guest'): Promise<PayOutcome> {
    const payment = await this.view(pid, viewer);
    const row = await this.db.selectFrom('third_party_payments').select(['pay_error', 'idempotency_key']).where('pid', '=', pid).executeTakeFirstOrThrow();
    if (row.idempotency_key === key && row.pay_error && payment.state !== 'held') throw refused(row.pay_error);
    return { payment, paymentUrl: null };
  }

  private async charge(attempt: PaymentRow, input: PaySafetyPaymentInput, card: { card_key: string; card_token: string } | null): Promise<string | null> {
    const { gateway } = this.deps.card;
    const request = {
      cardholder: await cardholderOf(this.db, attempt.consumer_user_id),
      amount: attempt.amount,
      orderNumber: attempt.order_number!,
      details: `安心付款 ${attempt.pid}`,
      threeDomainSecure: this.deps.card.threeDomainSecureUrls(),
    };
    let result: ChargeResult;
    try {
      result = card ? await gateway.chargeWithToken({ cardKey: card.card_key, cardToken: card.card_token }, request) : await gateway.chargeWithPrime(input.prime!, request, false);
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      this.deps.log.error({ err: error, pid: attempt.pid }, 'card gateway unavailable');
      await this.failAttempt(attempt.order_number!, GATEWAY_UNAVAILABLE_MESSAGE);
      throw refused(GATEWAY_UNAVAILABLE_MESSAGE);
    }
    if (result.outcome === 'declined') {
      const message = declineMessage(result.message);
      await this.failAttempt(attempt.order_number!, message);
      throw refused(message);
    }
    if (result.outcome === 'paid') {
      if (!paidAsOrdered(attempt.amount, result.received)) await this.refuseMismatch(attempt, result.reference, result.received);
      else await this.settlePaid({ orderNumber: attempt.order_number!, reference: result.reference, paidAt: this.clock.now(), card: result.card });
      return null;
    }
    // 3-D Secure or a payment the gateway is still finishing: its return or notification settles it.
    await this.noteAttempt(attempt.order_number!, { payment_id: result.reference, ...cardColumns(result.card) });
    return result.outcome === 'needs_3ds' ? result.paymentUrl : null;
  }

  /** The gateway took another amount than asked: it is given back and the attempt fails. */
  private refuseMismatch(attempt: PaymentRow, reference: string, received: ReceivedAmount | null): Promise<void> {
    return this.refuseMismatchOf(attempt.order_number!, attempt.pid, reference, received);
  }

  private async refuseMismatchOf(orderNumber: string, pid: string, reference: string, received: ReceivedAmount | null): Promise<void> {
    this.deps.log.error({ pid, reference, received }, 'safety payment card amount differs from the request; refunded');
    if (received) await this.refundCard(reference, received.amount);
    await this.failAttempt(orderNumber, MISMATCH_MESSAGE);
  }

  /** Creates the ECPay order and stores the code or account it issued; a failure fails the attempt (409). */
  private async issue(attempt: PaymentRow, payType: 'cvs' | 'atm'): Promise<void> {
    const { ecpay } = this.deps;
    const base = ecpay.notifyBase();
    const orderNumber = attempt.order_number!;
    try {
      await ecpay.client.createOrder({
        merchantTradeNo: orderNumber,
        tradeDate: this.clock.now(),
        amount: attempt.amount,
        payType,
        itemName: `安心付款 NT$${attempt.amount}`,
        tradeDesc: payType === 'cvs' ? '安心付款（超商代碼繳費）' : '安心付款（ATM 轉帳）',
        returnUrl: `${base}${SAFETY_PAY_CALLBACK_PATHS.ecpayNotify}`,
        paymentInfoUrl: `${base}${SAFETY_PAY_CALLBACK_PATHS.ecpayPaymentInfo}`,
        storeExpireMinutes: CVS_EXPIRE_MINUTES,
        atmExpireDays: ATM_EXPIRE_DAYS,
      });
      const info = await ecpay.client.queryPaymentInfo(orderNumber);
      if (info.tradeAmt !== attempt.amount) throw new EcpayError('amount', `ECPay issued NT$${info.tradeAmt} for NT$${attempt.amount}`);
      await this.storeCode(orderNumber, info);
    } catch (error) {
      this.deps.log.error({ err: error, orderNumber }, 'ECPay could not issue a safety payment code');
      await this.failAttempt(orderNumber, PAY_MESSAGES.issueFailed);
      throw refused(PAY_MESSAGES.issueFailed);
    }
  }

  /** Stores an issued code once (the query answer and PaymentInfoURL carry the same one). */
  async storeCode(orderNumber: string, info: EcpayPaymentInfo): Promise<void> {
    await this.db
      .updateTable('third_party_payments')
      .set((eb) => ({
        payment_code: info.payType === 'cvs' ? info.paymentNo : null,
        bank_code: info.payType === 'atm' ? info.bankCode : null,
        virtual_account: info.payType === 'atm' ? info.vAccount : null,
        payment_expires_at: info.expiresAt,
        payment_id: info.tradeNo || null,
        version: eb('version', '+', 1),
        modified: this.clock.now(),
      }))
      .where('order_number', '=', orderNumber)
      .where('state', '=', 'awaiting_payment')
      .where('payment_code', 'is', null)
      .where('bank_code', 'is', null)
      .execute();
  }

  private async noteAttempt(orderNumber: string, changes: Updateable<ThirdPartyPaymentsTable>): Promise<void> {
    await this.db
      .updateTable('third_party_payments')
      .set((eb) => ({ ...changes, version: eb('version', '+', 1), modified: this.clock.now() }))
      .where('order_number', '=', orderNumber)
      .where('state', '=', 'awaiting_payment')
      .execute();
  }

  /** The attempt failed: its reason is kept and the consumer may try again (another key). */
  private failAttempt(orderNumber: string, message: string): Promise<void> {
    return this.noteAttempt(orderNumber, { pay_error: message });
  }

  /**
   * The money of an attempt arrived (a card's answer, its 3-D Secure result, ECPay's paid
   * notification). `paid` decides on the locked row: held with `payment_received` posted in the
   * same transaction, nothing on a repeat; after `cancelled` it is refused and the money is
   * recorded and put back (see `putBack`). Unknown order numbers change nothing.
   */
  async settlePaid(arrival: Arrival): Promise<'held' | 'repeat' | 'put_back' | 'unknown'> {
    const row = await this.db.selectFrom('third_party_payments').select('id').where('order_number', '=', arrival.orderNumber).executeTakeFirst();
    if (!row) return 'unknown';
    const now = this.clock.now();
    const outcome = await this.db.transaction().execute(async (trx) => {
      const payment = (await lockPayment(trx, row.id))!;
      const decision = safetyPaymentTransition('paid', 'system', factsOf(payment, now, this.deps.config.autoReleaseDays));
      if (!decision.allowed) {
        if (decision.code !== SafetyPaymentRefusal.PaidAfterCancel) throw refused(decision.reason);
        await postEscrow(trx, { posting: { kind: 'payment_received', paymentId: payment.id, amount: payment.amount }, reference: `late:${arrival.orderNumber}`, note: 'paid_after_cancel' });
        return { kind: 'put_back' as const, payment };
      }
      if (decision.noop) return { kind: 'repeat' as const, payment };
      await postEscrow(trx, { posting: { kind: 'payment_received', paymentId: payment.id, amount: payment.amount }, reference: 'paid' });
      const changes = { state: decision.state, paid_at: arrival.paidAt, payment_id: arrival.reference, pay_error: null, modified: now, ...cardColumns(arrival.card ?? null) };
      if (!(await updatePayment(trx, payment.id, payment.version, changes))) throw refused(SAFETY_PAYMENT_MESSAGES.changed);
      if (payment.nshop_order_id !== null) await this.shopOrderHooks().onPaid(trx, payment.nshop_order_id, now);
      await trx
        .insertInto('notifications')
        .values({ user_id: payment.pro_user_id, type: 'safety_payment_paid', quote_bid_id: payment.quote_bid_id, nshop_order_id: payment.nshop_order_id, created: now, notified_at: now })
        .execute();
      return { kind: 'held' as const, payment };
    });
    if (outcome.kind === 'put_back') await this.putBack(outcome.payment, arrival);
    if (outcome.kind === 'held') await this.tellPro(outcome.payment);
    return outcome.kind;
  }

  /**
   * Money for a cancelled payment: it was recorded as received (above); a card payment is
   * refunded through the gateway and posted as `card_refund`, a CVS or ATM payment is owed back
   * by bank transfer (`refund_owed`). A card refund the gateway refuses stays held on the
   * payment's trust account, in the log for the operators.
   */
  private async putBack(payment: PaymentRow, arrival: Arrival): Promise<void> {
    const reference = `late:${arrival.orderNumber}`;
    this.deps.log.warn({ pid: payment.pid, orderNumber: arrival.orderNumber }, 'safety payment paid after it was cancelled; putting the money back');
    if (payment.pay_type === 'card') {
      if (!(await this.refundCard(arrival.reference, payment.amount))) return;
      await this.db.transaction().execute((trx) => postEscrow(trx, { posting: { kind: 'card_refund', paymentId: payment.id, amount: payment.amount }, reference, note: 'paid_after_cancel' }));
      return;
    }
    const posting = { kind: 'refund_owed' as const, paymentId: payment.id, consumerId: payment.consumer_user_id, amount: payment.amount };
    await this.db.transaction().execute((trx) => postEscrow(trx, { posting, reference, note: 'paid_after_cancel' }));
  }

  private async refundCard(reference: string, amount: number): Promise<boolean> {
    try {
      await this.deps.card.gateway.refund(reference, amount);
      return true;
    } catch (error) {
      this.deps.log.error({ err: error, reference }, 'refund of a safety payment card charge failed');
      return false;
    }
  }

  /** The pro hears the money is held: an e-mail (the notification row is written with the payment). */
  private async tellPro(payment: PaymentRow): Promise<void> {
    const pro = await this.db.selectFrom('users').select(['email']).where('id', '=', payment.pro_user_id).executeTakeFirst();
    if (!pro?.email) return;
    try {
      if (payment.nshop_order_id !== null) {
        // A shop order's payment: worded for the order, linking to the pro's order page.
        const amount = `NT$${payment.amount.toLocaleString('en-US')}`;
        await this.deps.messaging.sendEmail({
          to: pro.email,
          subject: `【好幫手】商店訂單 #${payment.nshop_order_id} 已付款：${amount}`,
          text: `您的商店訂單 #${payment.nshop_order_id} 已由客戶付款 ${amount}，款項由信託帳戶保管中。請確認訂單並提供服務；客戶確認完成後即撥款給您。\n\n${this.deps.publicUrl.replace(/\/$/, '')}/dashboard/shop/order/${payment.nshop_order_id}`,
        });
        return;
      }
      await this.deps.messaging.sendEmail({
        to: pro.email,
        subject: `安心付款已付款：NT$${payment.amount.toLocaleString('en-US')}`,
        text: `您的安心付款請求（${payment.pid}）已由客戶付款 NT$${payment.amount.toLocaleString('en-US')}，款項由信託帳戶保管中。完工後請回報完工，客戶確認後即撥款給您。\n\n${paymentPageUrl(this.deps.publicUrl, payment)}`,
      });
    } catch (error) {
      this.deps.log.error({ err: error, pid: payment.pid }, 'safety payment paid e-mail failed');
    }
  }

  /**
   * The expiry job: each payment whose CVS code or ATM account expired unpaid goes back to
   * `requested` (`expire_code`), its code cleared and the reason kept in `pay_error`, and the
   * consumer is told. Nothing moves in the escrow ledger (nothing was received); the attempt's
   * order number stays, so a code paid late is still taken in by `paid`. A second run finds nothing.
   */
  async expireCodes(now: Date): Promise<{ expired: number }> {
    const rows = await this.db
      .selectFrom('third_party_payments')
      .select('id')
      .where('state', '=', 'awaiting_payment')
      .where('payment_expires_at', '<=', now)
      .where((eb) => eb.or([eb('payment_code', 'is not', null), eb('bank_code', 'is not', null)]))
      .orderBy('payment_expires_at')
      .limit(EXPIRY_BATCH)
      .execute();
    let expired = 0;
    for (const { id } of rows) {
      const notices = await this.db.transaction().execute(async (trx) => {
        const payment = await lockPayment(trx, id);
        // Moved on meanwhile (paid, a new attempt, cancelled): left alone.
        const stillExpired = payment?.payment_expires_at && payment.payment_expires_at <= now && (payment.payment_code || payment.bank_code);
        if (!payment || !stillExpired) return null;
        const decision = safetyPaymentTransition('expire_code', 'system', factsOf(payment, now, this.deps.config.autoReleaseDays));
        if (!decision.allowed || decision.noop) return null;
        const changes = { state: decision.state, payment_code: null, bank_code: null, virtual_account: null, payment_expired_at: now, pay_error: PAY_MESSAGES.codeExpired, modified: now };
        if (!(await updatePayment(trx, id, payment.version, changes))) return null;
        if (payment.nshop_order_id !== null) await this.shopOrderHooks().onCodeExpired(trx, payment.nshop_order_id, now);
        return writeActionNotices(trx, 'expire_code', { ...payment, ...changes, version: payment.version + 1 }, now);
      });
      if (!notices) continue;
      expired++;
      await this.deps.notifier?.send(notices);
    }
    return { expired };
  }

  /**
   * ECPay's paid notification (its signature already checked). Another amount than asked takes
   * nothing in: it is logged for the operators and the attempt shows the mismatch.
   */
  async ecpayPaid(orderNumber: string, amount: number, tradeNo: string, paidAt: Date): Promise<'held' | 'repeat' | 'put_back' | 'unknown' | 'mismatch'> {
    const row = await this.db.selectFrom('third_party_payments').select(['pid', 'amount']).where('order_number', '=', orderNumber).executeTakeFirst();
    if (!row) return 'unknown';
    if (row.amount !== amount) {
      this.deps.log.error({ pid: row.pid, orderNumber, amount, asked: row.amount }, 'ECPay paid amount differs from the safety payment');
      await this.failAttempt(orderNumber, `付款金額 NT$${amount} 與請款金額不符，請聯絡客服。`);
      return 'mismatch';
    }
    return this.settlePaid({ orderNumber, reference: tradeNo || orderNumber, paidAt });
  }

  /** A 3-D Secure card attempt came back: the gateway is asked where it stands; the callback itself is not trusted. */
  async completeCard(reference: string): Promise<{ pid: string } | null> {
    const row = await this.db
      .selectFrom('third_party_payments')
      .select(['pid', 'amount', 'order_number', 'state', 'pay_type', 'card_brand', 'card_last4'])
      .where('pay_type', '=', 'card')
      .where('payment_id', '=', reference)
      .executeTakeFirst();
    if (!row?.order_number) return null;
    const { state, received } = await this.deps.card.gateway.paymentState(reference);
    const card = row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4, countryCode: '' } : null;
    if (state === 'paid' && paidAsOrdered(row.amount, received)) await this.settlePaid({ orderNumber: row.order_number, reference, paidAt: this.clock.now(), card });
    else if (state === 'paid' && row.state === 'awaiting_payment') await this.refuseMismatchOf(row.order_number, row.pid, reference, received);
    else if (state === 'failed' && row.state === 'awaiting_payment') await this.failAttempt(row.order_number, THREE_DS_FAILED_MESSAGE);
    return { pid: row.pid };
  }

  private shopOrderHooks(): ShopOrderPaymentHooks {
    // A shop order's payment without its hooks would hold money the order never hears of.
    if (!this.deps.shopOrderHooks) throw new Error('shop order payment hooks are not wired');
    return this.deps.shopOrderHooks;
  }

  private async view(pid: string, viewer: 'consumer' | 'guest'): Promise<SafetyPayment> {
    const record = await findPayment(this.db, { pid });
    if (!record) throw notFound();
    return toSafetyPaymentResponse(record, viewer, this.deps.config.autoReleaseDays);
  }
}

function cardColumns(card: CardFacts | null): Updateable<ThirdPartyPaymentsTable> {
  return card ? { card_brand: card.brand.slice(0, 20), card_last4: /^\d{4}$/.test(card.last4) ? card.last4 : null } : {};
}
