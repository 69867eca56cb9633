import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AMOUNT_MISMATCH_CODE } from '../../../../domain/payments/gateway-amounts';
import { verifyCheckMacValue } from '../../../adapters/payments/ecpay/check-mac';
import { readPaymentInfo, RTN_ATM_ISSUED, RTN_CVS_ISSUED, RTN_PAID } from '../../../adapters/payments/ecpay/ecpay-client';
import { parseEcpayTime } from '../../../adapters/payments/ecpay/ecpay-time';
import type { Database } from '../../../db/schema';
import { confirmPurchase } from '../purchases.repository';
import type { EcpayService } from './ecpay.service';
import type { EcpayGateway } from './ecpay.gateway';

type Db = Kysely<Database>;

/** What we answer ECPay: `1|OK` takes the message (ECPay stops resending it); anything else is refused. */
export interface NotificationAnswer {
  status: number;
  body: string;
}

const OK: NotificationAnswer = { status: 200, body: '1|OK' };
const BAD_SIGNATURE: NotificationAnswer = { status: 400, body: '0|CheckMacValue Error' };

/**
 * ECPay's server posts: PaymentInfoURL (a code or account was issued) and ReturnURL (it was
 * paid). Both are signed; both may arrive more than once, late, or at the same time. Credit
 * reaches the wallet only through confirmPurchase, which lets exactly one of them through.
 */
export class EcpayNotifications {
  constructor(
    private readonly db: Db,
    private readonly gateway: EcpayGateway,
    private readonly service: EcpayService,
    private readonly log: FastifyBaseLogger,
  ) {}

  private authentic(form: Record<string, string>): boolean {
    const { merchantId, hashKey, hashIv } = this.gateway.credentials;
    return form.MerchantID === merchantId && verifyCheckMacValue(form, hashKey, hashIv);
  }

  private findPurchase(merchantTradeNo: string | undefined) {
    return this.db
      .selectFrom('credit_purchases')
      .select(['id', 'amount', 'pay_type', 'status', 'payment_code', 'bank_code'])
      .where('provider', '=', 'ecpay')
      .where('order_number', '=', merchantTradeNo ?? '')
      .executeTakeFirst();
  }

  /** PaymentInfoURL: stores the issued code if we do not have it yet. */
  async paymentInfo(form: Record<string, string>): Promise<NotificationAnswer> {
    if (!this.authentic(form)) return BAD_SIGNATURE;
    const purchase = await this.findPurchase(form.MerchantTradeNo);
    if (!purchase) {
      this.log.warn({ merchantTradeNo: form.MerchantTradeNo }, 'ECPay payment info for an unknown order');
      return OK;
    }
    const info = readPaymentInfo(form);
    const issued = (info.payType === 'cvs' && form.RtnCode === RTN_CVS_ISSUED) || (info.payType === 'atm' && form.RtnCode === RTN_ATM_ISSUED);
    if (!issued || info.payType !== purchase.pay_type || info.tradeAmt !== purchase.amount) {
      this.log.warn({ purchaseId: purchase.id, rtnCode: form.RtnCode, tradeAmt: form.TradeAmt }, 'ECPay payment info not stored');
      return OK;
    }
    await this.service.storeCode(purchase.id, info);
    return OK;
  }

  /** ReturnURL: a paid code credits the wallet once, if the amount is the order's. */
  async paid(form: Record<string, string>): Promise<NotificationAnswer> {
    if (!this.authentic(form)) return BAD_SIGNATURE;
    const purchase = await this.findPurchase(form.MerchantTradeNo);
    if (!purchase) {
      this.log.warn({ merchantTradeNo: form.MerchantTradeNo }, 'ECPay payment for an unknown order');
      return OK;
    }
    if (form.RtnCode !== RTN_PAID) {
      this.log.warn({ purchaseId: purchase.id, rtnCode: form.RtnCode, rtnMsg: form.RtnMsg }, 'ECPay reported an unpaid result');
      return OK;
    }
    if (form.SimulatePaid === '1' && !this.gateway.acceptSimulated) {
      this.log.warn({ purchaseId: purchase.id }, 'ECPay simulated payment ignored in production');
      return OK;
    }
    if (Number(form.TradeAmt) !== purchase.amount) {
      this.log.error({ purchaseId: purchase.id, tradeAmt: form.TradeAmt, amount: purchase.amount }, 'ECPay paid amount differs from the order');
      await this.db
        .updateTable('credit_purchases')
        .set({ error_code: AMOUNT_MISMATCH_CODE, error_message: `付款金額 NT$${form.TradeAmt} 與訂單金額不符，請聯絡客服。`, modified: new Date() })
        .where('id', '=', purchase.id)
        .where('status', '<>', 'paid')
        .execute();
      return OK;
    }
    const result = await confirmPurchase(this.db, purchase.id, form.TradeNo || null, parseEcpayTime(form.PaymentDate) ?? new Date());
    if (result.credited) this.log.info({ purchaseId: purchase.id }, 'ECPay payment credited');
    return OK;
  }
}
