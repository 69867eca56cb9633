import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../../../domain/errors/app-error';
import { ErrorText } from '../../../../domain/errors/codes';
import { ATM_EXPIRE_DAYS, amountProblem, CVS_EXPIRE_MINUTES } from '../../../../domain/payments/purchase-rules';
import { EcpayError, type EcpayPaymentInfo, type EcpayPayType } from '../../../adapters/payments/ecpay/ecpay-client';
import type { Database } from '../../../db/schema';
import { parseInput } from '../../../lib/parse-input';
import { invoiceSnapshot } from '../../invoices';
import { findOwnPurchase } from '../purchases.repository';
import type { Purchase } from '../../../../domain/payments/payments.contract';
import { isUnissued, toPurchaseResponse } from '../purchases.service';
import type { EcpayGateway } from './ecpay.gateway';
import { newOrderNumber } from './order-number';
import { type Clock, systemClock } from '../../../adapters/clock';

type Db = Kysely<Database>;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const ecpayPurchaseSchema = z
  .object({
    pay_type: z.enum(['cvs', 'atm'], { message: '請選擇付款方式：超商代碼（cvs）或 ATM 轉帳（atm）' }),
    package_id: z.preprocess(blankToUndefined, z.coerce.number({ message: '請選擇點數方案' }).int('請選擇點數方案').positive('請選擇點數方案').optional()),
    amount: z.preprocess(blankToUndefined, z.coerce.number({ message: '金額必須是數字' }).optional()),
    idempotency_key: z.string({ message: '缺少 idempotency_key（每次購買一組不重複的識別碼）' }).trim().min(8, 'idempotency_key 至少 8 個字元').max(64, 'idempotency_key 最多 64 個字元'),
    /** Pays an open pay-by-link order instead of buying anew. */
    order_number: z.preprocess(blankToUndefined, z.string().regex(/^[A-Za-z0-9]{1,20}$/, '訂單編號格式不正確').optional()),
  })
  .superRefine((v, ctx) => {
    if (v.order_number) return;
    if (v.package_id === undefined && v.amount === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: '請選擇點數方案或輸入金額' });
    if (v.package_id !== undefined && v.amount !== undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: '點數方案和自訂金額只能擇一' });
  });

const ITEM_NAME = '好幫手點數';
/** How long a concurrent duplicate request waits for the first one's code. */
const SETTLE_WAIT_MS = 10_000;
const ISSUE_FAILED = '目前無法向綠界取得繳費代碼，請稍後再試。';

/** Convenience-store codes and ATM accounts through ECPay: buying, its notifications, the expiry. */
export class EcpayService {
  constructor(
    private readonly db: Db,
    private readonly gateway: EcpayGateway,
    private readonly log: FastifyBaseLogger,
    private readonly clock: Clock = systemClock,
  ) {}

  /** POST /new/v1/ecpay/purchase.json: a pending purchase with its code or account. */
  async purchase(userId: number, body: unknown): Promise<Purchase> {
    const input = parseInput(ecpayPurchaseSchema, body);
    if (input.order_number) return this.payOrder(userId, input.order_number, input.pay_type);
    const existing = await this.db.selectFrom('credit_purchases').select('id').where('user_id', '=', userId).where('idempotency_key', '=', input.idempotency_key).executeTakeFirst();
    if (existing) return this.settled(userId, existing.id);

    const { amount, credit, packageId } = await this.priced(input.package_id, input.amount, input.pay_type);
    const invoice = await invoiceSnapshot(this.db, userId);
    const now = this.clock.now();
    const inserted = await this.db
      .insertInto('credit_purchases')
      .values({
        user_id: userId,
        credit_package_id: packageId,
        amount,
        credit,
        pay_type: input.pay_type,
        provider: 'ecpay',
        idempotency_key: input.idempotency_key,
        order_number: newOrderNumber(now),
        // ECPay's own deadline replaces this once the code is issued; until then the sweep still closes it.
        expires_at: new Date(now.getTime() + (input.pay_type === 'cvs' ? CVS_EXPIRE_MINUTES * 60_000 : ATM_EXPIRE_DAYS * 86_400_000)),
        invoice: invoice ? JSON.stringify(invoice) : null,
        source: 'pricing',
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returning(['id', 'order_number'])
      .executeTakeFirst();
    if (!inserted) {
      // The same request, retried while the first was running: answer with the first.
      const first = await this.db.selectFrom('credit_purchases').select('id').where('user_id', '=', userId).where('idempotency_key', '=', input.idempotency_key).executeTakeFirstOrThrow();
      return this.settled(userId, first.id);
    }
    await this.issue(inserted.id, inserted.order_number, amount, input.pay_type);
    return this.view(userId, inserted.id);
  }

  /** Package price plus bonus, or a custom amount; refused with the range when this method cannot pay it. */
  private async priced(packageId: number | undefined, custom: number | undefined, payType: EcpayPayType) {
    if (packageId !== undefined) {
      const pkg = await this.db.selectFrom('credit_packages').select(['id', 'price', 'bonus_credit']).where('id', '=', packageId).where('is_active', '=', true).executeTakeFirst();
      if (!pkg) throw AppError.invalid([{ field: 'package_id', message: '沒有這個點數方案' }]);
      const problem = amountProblem(pkg.price, payType, false);
      if (problem) throw AppError.invalid([{ field: 'package_id', message: problem }]);
      return { amount: pkg.price, credit: pkg.price + pkg.bonus_credit, packageId: pkg.id };
    }
    const amount = custom!;
    const problem = amountProblem(amount, payType, true);
    if (problem) throw AppError.invalid([{ field: 'amount', message: problem }]);
    return { amount, credit: amount, packageId: null };
  }

  /** A pay-by-link order: the first choice of method issues its code; later calls show it. */
  private async payOrder(userId: number, orderNumber: string, payType: EcpayPayType): Promise<Purchase> {
    const row = await findOwnPurchase(this.db, userId, { orderNumber });
    if (!row) throw AppError.notFound('找不到這筆訂單。');
    if (!isUnissued(row) || row.status !== 'pending') return this.settled(userId, row.id);
    const problem = amountProblem(row.amount, payType, false);
    if (problem) throw AppError.invalid([{ field: 'pay_type', message: problem }]);
    // Only one choice wins: the first marks the order as being issued (ECPay takes an order number once).
    const claimed = await this.db
      .updateTable('credit_purchases')
      .set({ pay_type: payType, provider_reference: `issuing:${row.order_number}`, modified: new Date() })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('provider_reference', 'is', null)
      .where('payment_code', 'is', null)
      .where('bank_code', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (claimed) await this.issue(row.id, row.order_number, row.amount, payType);
    return this.settled(userId, row.id);
  }

  /** Creates the ECPay order and stores the code it issued; a failure marks the purchase failed. */
  private async issue(id: number, orderNumber: string, amount: number, payType: EcpayPayType): Promise<void> {
    const base = this.gateway.notifyBase();
    try {
      await this.gateway.client.createOrder({
        merchantTradeNo: orderNumber,
        tradeDate: this.clock.now(),
        amount,
        payType,
        itemName: `${ITEM_NAME} NT$${amount}`,
        tradeDesc: payType === 'cvs' ? '購買點數（超商代碼繳費）' : '購買點數（ATM 轉帳）',
        returnUrl: `${base}/new/v1/ecpay/notify`,
        paymentInfoUrl: `${base}/new/v1/ecpay/payment_info`,
        storeExpireMinutes: CVS_EXPIRE_MINUTES,
        atmExpireDays: ATM_EXPIRE_DAYS,
      });
      const info = await this.gateway.client.queryPaymentInfo(orderNumber);
      if (info.tradeAmt !== amount) throw new EcpayError('amount', `ECPay issued NT$${info.tradeAmt} for an order of NT$${amount}`);
      await this.storeCode(id, info);
    } catch (error) {
      this.log.error({ err: error, orderNumber }, 'ECPay could not issue a payment code');
      const code = error instanceof EcpayError ? error.code : 'network';
      await this.db
        .updateTable('credit_purchases')
        .set({ status: 'failed', error_code: code.slice(0, 40), error_message: ISSUE_FAILED, modified: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('payment_code', 'is', null)
        .where('bank_code', 'is', null)
        .execute();
      throw new AppError('conflict', ErrorText.UnknownError, ISSUE_FAILED);
    }
  }

  /** Stores an issued code once (the query answer and PaymentInfoURL carry the same one). */
  async storeCode(id: number, info: EcpayPaymentInfo): Promise<boolean> {
    const result = await this.db
      .updateTable('credit_purchases')
      .set({
        payment_code: info.payType === 'cvs' ? info.paymentNo : null,
        bank_code: info.payType === 'atm' ? info.bankCode : null,
        virtual_account: info.payType === 'atm' ? info.vAccount : null,
        expires_at: info.expiresAt,
        provider_reference: info.tradeNo || null,
        modified: new Date(),
      })
      .where('id', '=', id)
      .where('payment_code', 'is', null)
      .where('bank_code', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * The purchase once a request running at the same moment has finished asking ECPay for its
   * code (a retried or double-clicked request answers with the code, not a half-made order).
   */
  private async settled(userId: number, id: number): Promise<Purchase> {
    const deadline = Date.now() + SETTLE_WAIT_MS;
    for (;;) {
      const purchase = await this.view(userId, id);
      const issuing = purchase.status === 'pending' && purchase.provider === 'ecpay' && !purchase.payment_code && !purchase.bank_code && !purchase.needs_pay_type;
      if (!issuing || Date.now() > deadline) return purchase;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private async view(userId: number, id: number): Promise<Purchase> {
    const row = await findOwnPurchase(this.db, userId, { id });
    if (!row) throw AppError.notFound('找不到這筆訂單。');
    return toPurchaseResponse(row);
  }
}
