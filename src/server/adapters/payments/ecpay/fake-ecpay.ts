import { randomInt } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { signed, verifyCheckMacValue } from './check-mac';
import { type EcpayCredentials, RTN_ATM_ISSUED, RTN_CVS_ISSUED, RTN_PAID } from './ecpay-client';
import { toEcpayDate, toEcpayDateTime } from './ecpay-time';
import { type FakeTrade, sandboxPage } from './fake-ecpay-page';

/** ECPay's published stage merchant: the sandbox's default keys. */
export const ECPAY_STAGE_CREDENTIALS: EcpayCredentials = { merchantId: '3002607', hashKey: 'pwFHCqoQZGmho4w6', hashIv: 'EkRm7iFT261dpevs' };


export interface Delivery {
  url: string;
  form: Record<string, string>;
  /** What the merchant answered ('1|OK' when it took the message), or the failure. */
  answer: string;
}

export type Deliver = (url: string, form: Record<string, string>) => Promise<string>;

const postForm: Deliver = async (url, form) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(10_000),
  });
  return `${res.status === 200 ? '' : `HTTP ${res.status} `}${await res.text()}`;
};

const TRADE_NO_MAX = 20;
const MERCHANT_TRADE_NO = /^[A-Za-z0-9]{1,20}$/;
const TRADE_DATE = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;
/** ECPay's own bounds for these methods (our product's narrower ones are checked before). */
const LIMITS = { cvs: { min: 33, max: 20000 }, atm: { min: 11, max: 49999 } } as const;
const STAGE_ATM_BANK = '812';
const DEFAULT_CVS_MINUTES = 10080;
const DEFAULT_ATM_DAYS = 3;

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

/**
 * A local stand-in for ECPay's AIO payment service, speaking its wire format: the AioCheckOut
 * V5 form (CheckMacValue checked), QueryPaymentInfo, the signed PaymentInfoURL post when a
 * code is issued and the signed ReturnURL post when it is paid. `pay` plays the consumer at
 * the counter. Trades live in memory.
 */
export class FakeEcpay {
  readonly trades = new Map<string, FakeTrade>();
  readonly deliveries: Delivery[] = [];
  /** Tests set this to hold PaymentInfoURL posts back. */
  sendPaymentInfo = true;
  private server: FastifyInstance | undefined;

  constructor(
    readonly credentials: EcpayCredentials = ECPAY_STAGE_CREDENTIALS,
    private readonly deliver: Deliver = postForm,
  ) {}

  private sign(fields: Record<string, string>): Record<string, string> {
    return signed(fields, this.credentials.hashKey, this.credentials.hashIv);
  }

  /** The AioCheckOut V5 form: an error text in ECPay's `code|message` form, or the new trade. */
  checkOut(form: Record<string, string>, now = new Date()): { error: string } | { trade: FakeTrade } {
    const { hashKey, hashIv, merchantId } = this.credentials;
    if (form.MerchantID !== merchantId) return { error: '10200052|MerchantID Error' };
    if (!verifyCheckMacValue(form, hashKey, hashIv)) return { error: '10200073|CheckMacValue Error' };
    const required = ['MerchantTradeNo', 'MerchantTradeDate', 'PaymentType', 'TotalAmount', 'TradeDesc', 'ItemName', 'ReturnURL', 'ChoosePayment', 'EncryptType'];
    const missing = required.find((name) => !form[name]);
    if (missing) return { error: `10200043|Parameter Error. ${missing} is required.` };
    if (!MERCHANT_TRADE_NO.test(form.MerchantTradeNo!)) return { error: '10200043|Parameter Error. MerchantTradeNo Format Error.' };
    if (this.trades.has(form.MerchantTradeNo!)) return { error: '10200047|MerchantTradeNo is repeated.' };
    if (!TRADE_DATE.test(form.MerchantTradeDate!)) return { error: '10200043|Parameter Error. MerchantTradeDate Format Error.' };
    if (form.PaymentType !== 'aio' || form.EncryptType !== '1') return { error: '10200043|Parameter Error. PaymentType or EncryptType.' };
    const payType = form.ChoosePayment === 'CVS' ? 'cvs' : form.ChoosePayment === 'ATM' ? 'atm' : null;
    if (!payType) return { error: '10200043|Parameter Error. ChoosePayment not supported here.' };
    const amount = Number(form.TotalAmount);
    if (!/^\d+$/.test(form.TotalAmount!) || amount < LIMITS[payType].min || amount > LIMITS[payType].max) {
      return { error: '10200050|TotalAmount Error.' };
    }
    const expiresAt =
      payType === 'cvs'
        ? new Date(now.getTime() + Number(form.StoreExpireDate || DEFAULT_CVS_MINUTES) * 60_000)
        : endOfTaipeiDay(new Date(now.getTime() + Number(form.ExpireDate || DEFAULT_ATM_DAYS) * 86_400_000));
    const trade: FakeTrade = {
      merchantTradeNo: form.MerchantTradeNo!,
      tradeNo: `${toEcpayDateTime(now).replace(/\D/g, '').slice(2)}${digits(8)}`.slice(0, TRADE_NO_MAX),
      amount,
      payType,
      itemName: form.ItemName!,
      tradeDate: now,
      expiresAt,
      paymentNo: payType === 'cvs' ? `LLL${digits(11)}` : null,
      bankCode: payType === 'atm' ? STAGE_ATM_BANK : null,
      vAccount: payType === 'atm' ? digits(16) : null,
      returnUrl: form.ReturnURL!,
      paymentInfoUrl: form.PaymentInfoURL ?? '',
      status: 'pending',
      paidAt: null,
    };
    this.trades.set(trade.merchantTradeNo, trade);
    return { trade };
  }

  /** The PaymentInfoURL / QueryPaymentInfo fields of a trade's code. */
  paymentInfoFields(trade: FakeTrade): Record<string, string> {
    const common = {
      MerchantID: this.credentials.merchantId,
      MerchantTradeNo: trade.merchantTradeNo,
      StoreID: '',
      TradeNo: trade.tradeNo,
      TradeAmt: String(trade.amount),
      TradeDate: toEcpayDateTime(trade.tradeDate),
      CustomField1: '',
      CustomField2: '',
      CustomField3: '',
      CustomField4: '',
    };
    if (trade.payType === 'atm') {
      return { ...common, PaymentType: 'ATM_TAISHIN', BankCode: trade.bankCode!, vAccount: trade.vAccount!, ExpireDate: toEcpayDate(trade.expiresAt) };
    }
    return { ...common, PaymentType: 'CVS_CVS', PaymentNo: trade.paymentNo!, ExpireDate: toEcpayDateTime(trade.expiresAt), Barcode1: '', Barcode2: '', Barcode3: '' };
  }

  /** Signed PaymentInfoURL post of an issued code. */
  async notifyPaymentInfo(trade: FakeTrade): Promise<Delivery> {
    const issued = trade.payType === 'atm' ? { RtnCode: RTN_ATM_ISSUED, RtnMsg: 'Get VirtualAccount Succeeded' } : { RtnCode: RTN_CVS_ISSUED, RtnMsg: 'Get CVS Code Succeeded' };
    return this.send(trade.paymentInfoUrl, this.sign({ ...this.paymentInfoFields(trade), ...issued }));
  }

  /** The QueryPaymentInfo answer, URL-encoded as ECPay sends it. */
  queryPaymentInfo(form: Record<string, string>): string {
    const { hashKey, hashIv, merchantId } = this.credentials;
    const fail = (code: string, msg: string) => new URLSearchParams({ RtnCode: code, RtnMsg: msg }).toString();
    if (form.MerchantID !== merchantId) return fail('10200052', 'MerchantID Error');
    if (!verifyCheckMacValue(form, hashKey, hashIv)) return fail('10200073', 'CheckMacValue Error');
    if (Math.abs(Date.now() / 1000 - Number(form.TimeStamp)) > 180) return fail('10200070', 'TimeStamp Error');
    const trade = this.trades.get(form.MerchantTradeNo ?? '');
    if (!trade) return fail('10200047', 'Cant not find the trade data.');
    if (trade.status === 'paid') return fail('10200095', 'The trade has been paid.');
    return new URLSearchParams(this.sign({ ...this.paymentInfoFields(trade), RtnCode: RTN_PAID, RtnMsg: 'Success' })).toString();
  }

  /**
   * The consumer pays the code at a counter or transfers to the account: ECPay posts the
   * signed ReturnURL notification. An expired code cannot be paid.
   */
  async pay(merchantTradeNo: string, options: { simulated?: boolean; now?: Date } = {}): Promise<Delivery> {
    const trade = this.trades.get(merchantTradeNo);
    if (!trade) throw new Error(`no trade ${merchantTradeNo}`);
    const now = options.now ?? new Date();
    if (trade.status === 'paid') throw new Error(`trade ${merchantTradeNo} is already paid`);
    if (now > trade.expiresAt) throw new Error(`trade ${merchantTradeNo} expired`);
    trade.status = 'paid';
    trade.paidAt = now;
    return this.send(trade.returnUrl, this.paidNotification(trade, options.simulated ?? false));
  }

  /** The signed ReturnURL fields of a paid trade (sent again by `resend`, as ECPay retries). */
  paidNotification(trade: FakeTrade, simulated = false): Record<string, string> {
    return this.sign({
      MerchantID: this.credentials.merchantId,
      MerchantTradeNo: trade.merchantTradeNo,
      StoreID: '',
      RtnCode: RTN_PAID,
      RtnMsg: '交易成功',
      TradeNo: trade.tradeNo,
      TradeAmt: String(trade.amount),
      PaymentDate: toEcpayDateTime(trade.paidAt ?? new Date()),
      PaymentType: trade.payType === 'atm' ? 'ATM_TAISHIN' : 'CVS_CVS',
      PaymentTypeChargeFee: trade.payType === 'atm' ? '10' : '25',
      TradeDate: toEcpayDateTime(trade.tradeDate),
      SimulatePaid: simulated ? '1' : '0',
      CustomField1: '',
      CustomField2: '',
      CustomField3: '',
      CustomField4: '',
    });
  }

  private async send(url: string, form: Record<string, string>): Promise<Delivery> {
    let answer: string;
    try {
      answer = await this.deliver(url, form);
    } catch (error) {
      answer = `failed: ${(error as Error).message}`;
    }
    const delivery = { url, form, answer };
    this.deliveries.push(delivery);
    return delivery;
  }

  /** Pending trades, newest first, for the sandbox page. */
  pending(): FakeTrade[] {
    return [...this.trades.values()].filter((t) => t.status === 'pending').sort((a, b) => b.tradeDate.getTime() - a.tradeDate.getTime());
  }

  /** Serves the fake on its own loopback port; answers its base URL. */
  async listen(): Promise<string> {
    this.server = Fastify({ logger: false });
    await this.server.register(fakeEcpayRoutes, { fake: this });
    return this.server.listen({ port: 0, host: '127.0.0.1' });
  }

  async close(): Promise<void> {
    await this.server?.close();
  }
}

function endOfTaipeiDay(date: Date): Date {
  const day = toEcpayDate(date);
  const [y, m, d] = day.split('/').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 23, 59, 59) - 8 * 3600 * 1000);
}

export interface FakeEcpayRoutesOptions {
  fake: FakeEcpay;
  /**
   * The order numbers the caller may see and pay on the sandbox page. Mounted inside the app,
   * these are the signed-in user's own orders, so nobody sees another user's codes. Without it
   * (the fake on a port of its own, in tests) every trade is shown.
   */
  ownOrders?: (request: FastifyRequest) => Promise<ReadonlySet<string>>;
}

/** ECPay's endpoints and the sandbox page, mounted under a prefix (`/sandbox-gateway/ecpay`) or on a port of their own. */
export const fakeEcpayRoutes: FastifyPluginAsync<FakeEcpayRoutesOptions> = async (app, { fake, ownOrders }) => {
  const visible = async (request: FastifyRequest): Promise<FakeTrade[]> => {
    if (!ownOrders) return fake.pending();
    const own = await ownOrders(request);
    return fake.pending().filter((t) => own.has(t.merchantTradeNo));
  };
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const formOf = (body: unknown) => Object.fromEntries(Object.entries((body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));

  app.post('/Cashier/AioCheckOut/V5', async (request, reply) => {
    const result = fake.checkOut(formOf(request.body));
    reply.type('text/html; charset=utf-8');
    if ('error' in result) return `<!DOCTYPE html><html><body><p class="error">${result.error}</p></body></html>`;
    // ECPay issues the code at once and tells the merchant's server about it.
    if (fake.sendPaymentInfo && result.trade.paymentInfoUrl) setImmediate(() => void fake.notifyPaymentInfo(result.trade));
    const t = result.trade;
    const code = t.payType === 'cvs' ? `超商繳費代碼 ${t.paymentNo}` : `銀行代碼 ${t.bankCode} 帳號 ${t.vAccount}`;
    return `<!DOCTYPE html><html lang="zh-Hant"><body><h1>取號成功</h1><p>${code}</p></body></html>`;
  });

  app.post('/Cashier/QueryPaymentInfo', async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    return fake.queryPaymentInfo(formOf(request.body));
  });

  app.get('/', async (request, reply) => {
    const base = request.url.split('?')[0]!.replace(/\/$/, '');
    return reply.type('text/html; charset=utf-8').send(sandboxPage(await visible(request), `${base}/pay`, (request.query as { paid?: string }).paid));
  });

  app.get('/trades.json', async (request) => ({ trades: (await visible(request)).map((t) => ({ ...fake.paymentInfoFields(t), status: t.status })) }));

  app.post('/pay', async (request, reply) => {
    const form = formOf(request.body);
    const merchantTradeNo = form.MerchantTradeNo ?? '';
    const wantsJson = (request.headers.accept ?? '').includes('application/json');
    if (ownOrders && !(await ownOrders(request)).has(merchantTradeNo)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('找不到這筆待繳費代碼。');
    }
    try {
      const delivery = await fake.pay(merchantTradeNo);
      if (wantsJson) return { paid: merchantTradeNo, answer: delivery.answer };
      const back = request.url.replace(/\/pay$/, '/');
      return reply.redirect(`${back}?paid=${encodeURIComponent(merchantTradeNo)}`, 303);
    } catch (error) {
      return reply.status(409).type(wantsJson ? 'application/json' : 'text/plain; charset=utf-8').send(wantsJson ? { error: (error as Error).message } : (error as Error).message);
    }
  });
};
