import { isForeignCountry, normaliseBrand } from '../../../../domain/payments/cards';
import type { ReceivedAmount } from '../../../../domain/payments/gateway-amounts';
import {
  type CardFacts,
  type CardGateway,
  type Cardholder,
  type CardSecret,
  type ChargeRequest,
  type ChargeResult,
  GatewayUnavailableError,
  gatewayFetch,
  type PaymentStatus,
} from '../card-gateway';

export interface TapPayClientOptions {
  partnerKey: string;
  merchantId: string;
  /** https://sandbox.tappaysdk.com, https://prod.tappaysdk.com, or a local fake; a function when known only once listening. */
  baseUrl: string | (() => string);
}

interface TapPayAnswer {
  status: number;
  msg?: string;
  rec_trade_id?: string;
  /** Whole TWD, as charged. */
  amount?: number;
  currency?: string;
  payment_url?: string;
  card_secret?: { card_key?: string; card_token?: string };
  card_info?: { last_four?: string; type?: number; country_code?: string };
  trade_records?: { rec_trade_id: string; record_status: number; amount?: number; currency?: string }[];
}

/** TapPay's Backend API (Pay by Prime, Pay by Token, Refund, Record), JSON with the partner key. */
export class TapPayClient implements CardGateway {
  readonly name = 'tappay' as const;

  constructor(private readonly options: TapPayClientOptions) {}

  private get baseUrl(): string {
    const { baseUrl } = this.options;
    return typeof baseUrl === 'function' ? baseUrl() : baseUrl;
  }

  private async post(path: string, body: Record<string, unknown>): Promise<TapPayAnswer> {
    const { status, body: answer } = await gatewayFetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.options.partnerKey },
      body: JSON.stringify({ partner_key: this.options.partnerKey, ...body }),
    });
    const parsed = answer as TapPayAnswer;
    if (status >= 500 || typeof parsed?.status !== 'number') throw new GatewayUnavailableError(`TapPay ${path} answered HTTP ${status}`);
    return parsed;
  }

  async inspect(): Promise<CardFacts | null> {
    // A prime tells the merchant nothing before it is used.
    return null;
  }

  private payBody(request: ChargeRequest): Record<string, unknown> {
    const body: Record<string, unknown> = {
      merchant_id: this.options.merchantId,
      amount: request.amount,
      currency: 'TWD',
      details: request.details,
      order_number: request.orderNumber,
      cardholder: { phone_number: request.cardholder?.phone ?? '', name: request.cardholder?.name ?? '', email: request.cardholder?.email ?? '' },
    };
    if (request.threeDomainSecure) {
      body.three_domain_secure = true;
      body.result_url = { frontend_redirect_url: request.threeDomainSecure.returnUrl, backend_notify_url: request.threeDomainSecure.notifyUrl };
    }
    return body;
  }

  private toResult(answer: TapPayAnswer): ChargeResult {
    const card = factsOf(answer);
    if (answer.status !== 0) {
      return { outcome: 'declined', reference: answer.rec_trade_id ?? null, code: String(answer.status), message: answer.msg ?? '' };
    }
    if (!answer.rec_trade_id) throw new GatewayUnavailableError('TapPay answered success without rec_trade_id');
    if (answer.payment_url) return { outcome: 'needs_3ds', reference: answer.rec_trade_id, paymentUrl: answer.payment_url, card };
    const secret = answer.card_secret?.card_key && answer.card_secret.card_token ? { cardKey: answer.card_secret.card_key, cardToken: answer.card_secret.card_token } : null;
    return { outcome: 'paid', reference: answer.rec_trade_id, card, secret, received: receivedOf(answer) };
  }

  async chargeWithPrime(prime: string, request: ChargeRequest, remember: boolean): Promise<ChargeResult> {
    return this.toResult(await this.post('/tpc/payment/pay-by-prime', { prime, remember, ...this.payBody(request) }));
  }

  async chargeWithToken(secret: CardSecret, request: ChargeRequest): Promise<ChargeResult> {
    return this.toResult(await this.post('/tpc/payment/pay-by-token', { card_key: secret.cardKey, card_token: secret.cardToken, ...this.payBody(request) }));
  }

  async bindCard(prime: string, orderNumber: string, cardholder?: Cardholder) {
    const result = this.toResult(
      await this.post('/tpc/payment/pay-by-prime', { prime, remember: true, ...this.payBody({ amount: 1, orderNumber, details: '信用卡綁定驗證', threeDomainSecure: null, ...(cardholder ? { cardholder } : {}) }) }),
    );
    if (result.outcome === 'declined') return { ok: false as const, code: result.code, message: result.message };
    if (result.outcome !== 'paid' || !result.secret || !result.card) return { ok: false as const, code: 'bind', message: 'card could not be verified' };
    await this.refund(result.reference, 1);
    return { ok: true as const, card: result.card, secret: result.secret };
  }

  async forgetCard(secret: CardSecret): Promise<void> {
    const answer = await this.post('/tpc/card/remove', { card_key: secret.cardKey, card_token: secret.cardToken });
    if (answer.status !== 0) throw new GatewayUnavailableError(`TapPay card removal refused: ${answer.status} ${answer.msg ?? ''}`);
  }

  async refund(reference: string, amount: number): Promise<void> {
    const answer = await this.post('/tpc/transaction/refund', { rec_trade_id: reference, amount });
    if (answer.status !== 0) throw new GatewayUnavailableError(`TapPay refund of ${reference} refused: ${answer.status} ${answer.msg ?? ''}`);
  }

  async paymentState(reference: string): Promise<PaymentStatus> {
    const answer = await this.post('/tpc/transaction/query', { records_per_page: 1, page: 0, filters: { rec_trade_id: reference } });
    const record = answer.trade_records?.find((r) => r.rec_trade_id === reference);
    if (!record) return { state: 'unknown', received: null };
    if (record.record_status === 0 || record.record_status === 1) return { state: 'paid', received: receivedOf(record) };
    if (record.record_status === 4) return { state: 'pending', received: null };
    return { state: 'failed', received: null };
  }
}

/** The amount and currency of a Pay by Prime / Pay by Token answer or a Record API trade record. */
function receivedOf(answer: { amount?: number; currency?: string }): ReceivedAmount | null {
  if (typeof answer.amount !== 'number' || typeof answer.currency !== 'string') return null;
  return { amount: answer.amount, currency: answer.currency };
}

function factsOf(answer: TapPayAnswer): CardFacts | null {
  const info = answer.card_info;
  if (!info?.last_four) return null;
  return { brand: normaliseBrand(info.type), last4: info.last_four, countryCode: (info.country_code ?? '').toUpperCase() };
}

/** Whether TapPay's card facts name a foreign card. */
export const isForeignCard = (card: CardFacts | null) => isForeignCountry(card?.countryCode);
