import { checkMacValue, signed, verifyCheckMacValue } from './check-mac';
import { parseEcpayTime, toEcpayDateTime } from './ecpay-time';

export interface EcpayCredentials {
  merchantId: string;
  hashKey: string;
  hashIv: string;
}

export type EcpayPayType = 'cvs' | 'atm';

/** RtnCode of a code issued: 2 for an ATM account, 10100073 for a convenience-store code. */
export const RTN_ATM_ISSUED = '2';
export const RTN_CVS_ISSUED = '10100073';
/** RtnCode of a paid ReturnURL notification and of a successful query. */
export const RTN_PAID = '1';

export interface EcpayOrder {
  /** Our order number: at most 20 letters and digits, unique for the merchant. */
  merchantTradeNo: string;
  tradeDate: Date;
  amount: number;
  payType: EcpayPayType;
  itemName: string;
  tradeDesc: string;
  returnUrl: string;
  paymentInfoUrl: string;
  /** CVS: minutes the code stays payable (StoreExpireDate). */
  storeExpireMinutes: number;
  /** ATM: days the account stays open (ExpireDate, 1-60). */
  atmExpireDays: number;
}

/** What ECPay says about an issued code, from PaymentInfoURL or QueryPaymentInfo. */
export interface EcpayPaymentInfo {
  merchantTradeNo: string;
  tradeNo: string;
  tradeAmt: number;
  paymentType: string;
  payType: EcpayPayType;
  paymentNo: string | null;
  bankCode: string | null;
  vAccount: string | null;
  expiresAt: Date | null;
}

export class EcpayError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'EcpayError';
  }
}

/** The AioCheckOut V5 form of an order (CheckMacValue included). */
export function aioCheckOutForm(order: EcpayOrder, credentials: EcpayCredentials): Record<string, string> {
  const fields: Record<string, string> = {
    MerchantID: credentials.merchantId,
    MerchantTradeNo: order.merchantTradeNo,
    MerchantTradeDate: toEcpayDateTime(order.tradeDate),
    PaymentType: 'aio',
    TotalAmount: String(order.amount),
    TradeDesc: order.tradeDesc,
    ItemName: order.itemName,
    ReturnURL: order.returnUrl,
    PaymentInfoURL: order.paymentInfoUrl,
    ChoosePayment: order.payType === 'cvs' ? 'CVS' : 'ATM',
    EncryptType: '1',
    NeedExtraPaidInfo: 'N',
  };
  if (order.payType === 'cvs') fields.StoreExpireDate = String(order.storeExpireMinutes);
  else fields.ExpireDate = String(order.atmExpireDays);
  return signed(fields, credentials.hashKey, credentials.hashIv);
}

/** Reads the code fields of a PaymentInfoURL notification or a QueryPaymentInfo answer. */
export function readPaymentInfo(fields: Record<string, string>): EcpayPaymentInfo {
  const paymentType = fields.PaymentType ?? '';
  const payType: EcpayPayType = paymentType.startsWith('ATM') || fields.vAccount ? 'atm' : 'cvs';
  return {
    merchantTradeNo: fields.MerchantTradeNo ?? '',
    tradeNo: fields.TradeNo ?? '',
    tradeAmt: Number(fields.TradeAmt),
    paymentType,
    payType,
    paymentNo: fields.PaymentNo || null,
    bankCode: fields.BankCode || null,
    vAccount: fields.vAccount || null,
    expiresAt: parseEcpayTime(fields.ExpireDate),
  };
}

export interface EcpayClientOptions {
  credentials: EcpayCredentials;
  /** Read at each call: the in-process sandbox knows its address only once the server listens. */
  baseUrl: () => string;
  fetchFn?: typeof fetch;
  timeoutMs?: number;
}

const ERROR_IN_PAGE = /(\d{7,8})\|([^<\r\n]+)/;

/**
 * ECPay's all-in-one payment API, spoken server to server: the AioCheckOut V5 form creates
 * the order and issues the code, QueryPaymentInfo reads the code back (signed) so our own page
 * can show it.
 */
export class EcpayClient {
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: EcpayClientOptions) {
    this.fetchFn = options.fetchFn ?? ((input, init) => globalThis.fetch(input, init));
  }

  get credentials(): EcpayCredentials {
    return this.options.credentials;
  }

  private async post(path: string, form: Record<string, string>): Promise<{ status: number; text: string }> {
    const res = await this.fetchFn(`${this.options.baseUrl().replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    return { status: res.status, text: await res.text() };
  }

  /** Creates the order; ECPay issues the code and posts it to PaymentInfoURL. */
  async createOrder(order: EcpayOrder): Promise<void> {
    const { status, text } = await this.post('/Cashier/AioCheckOut/V5', aioCheckOutForm(order, this.credentials));
    if (status !== 200) throw new EcpayError(`http_${status}`, `ECPay AioCheckOut answered HTTP ${status}`);
    const error = ERROR_IN_PAGE.exec(text);
    if (error) throw new EcpayError(error[1]!, error[2]!.trim());
  }

  /** The code ECPay issued for an order, its signature checked. */
  async queryPaymentInfo(merchantTradeNo: string, now = new Date()): Promise<EcpayPaymentInfo> {
    const { merchantId, hashKey, hashIv } = this.credentials;
    const form = { MerchantID: merchantId, MerchantTradeNo: merchantTradeNo, TimeStamp: String(Math.floor(now.getTime() / 1000)) };
    const { status, text } = await this.post('/Cashier/QueryPaymentInfo', { ...form, CheckMacValue: checkMacValue(form, hashKey, hashIv) });
    if (status !== 200) throw new EcpayError(`http_${status}`, `ECPay QueryPaymentInfo answered HTTP ${status}`);
    const fields = Object.fromEntries(new URLSearchParams(text.trim()));
    if (fields.RtnCode !== RTN_PAID) throw new EcpayError(fields.RtnCode ?? 'unknown', fields.RtnMsg || 'ECPay QueryPaymentInfo failed');
    if (!verifyCheckMacValue(fields, hashKey, hashIv)) throw new EcpayError('check_mac', 'ECPay QueryPaymentInfo answer has a wrong CheckMacValue');
    if (fields.MerchantTradeNo !== merchantTradeNo) throw new EcpayError('mismatch', 'ECPay answered about another order');
    return readPaymentInfo(fields);
  }
}
