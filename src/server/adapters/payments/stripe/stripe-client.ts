import { normaliseBrand } from '../../../../domain/payments/cards';
import { fromStripeAmount, type ReceivedAmount, toStripeAmount } from '../../../../domain/payments/gateway-amounts';
import {
  type CardFacts,
  type CardGateway,
  type CardSecret,
  type ChargeRequest,
  type ChargeResult,
  GatewayUnavailableError,
  gatewayFetch,
  type PaymentStatus,
} from '../card-gateway';

export interface StripeClientOptions {
  secretKey: string;
  /** https://api.stripe.com or a local fake; a function when known only once listening. */
  baseUrl: string | (() => string);
}

type Form = Record<string, string | number | boolean | Record<string, string | number>>;

/** Stripe's form encoding: nested objects as key[sub]=value. */
export function stripeForm(fields: Form): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'object') for (const [sub, v] of Object.entries(value)) params.append(`${key}[${sub}]`, String(v));
    else params.append(key, String(value));
  }
  return params.toString();
}

interface StripeError {
  error: { type?: string; code?: string; decline_code?: string; message?: string; payment_intent?: { id?: string } };
}
interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  status: string;
  /** Minor units (TWD is not zero-decimal to Stripe). */
  amount?: number;
  amount_received?: number;
  currency?: string;
  next_action?: { type?: string; redirect_to_url?: { url?: string } } | null;
  last_payment_error?: { code?: string; decline_code?: string; message?: string } | null;
}
interface PaymentMethod {
  id: string;
  card?: { brand?: string; last4?: string; country?: string | null };
}

/** Stripe's REST API: form-encoded requests, Bearer secret key, Idempotency-Key on every charge. */
export class StripeClient implements CardGateway {
  readonly name = 'stripe' as const;

  constructor(private readonly options: StripeClientOptions) {}

  private get baseUrl(): string {
    const { baseUrl } = this.options;
    return typeof baseUrl === 'function' ? baseUrl() : baseUrl;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, fields?: Form, idempotencyKey?: string): Promise<{ ok: true; value: T } | { ok: false; error: StripeError['error'] }> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.secretKey}` };
    if (fields) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const { status, body } = await gatewayFetch(`${this.baseUrl}${path}`, { method, headers, ...(fields ? { body: stripeForm(fields) } : {}) });
    if (status >= 200 && status < 300) return { ok: true, value: body as T };
    const error = (body as StripeError).error ?? {};
    // 402 is a card refusal; 400/404 a request Stripe would not take; anything else is Stripe failing.
    if (status === 402 || status === 400 || status === 404) return { ok: false, error };
    throw new GatewayUnavailableError(`Stripe ${path} answered HTTP ${status}: ${error.message ?? ''}`);
  }

  private async must<T>(method: 'GET' | 'POST', path: string, fields?: Form, key?: string): Promise<T> {
    const answer = await this.call<T>(method, path, fields, key);
    if (!answer.ok) throw new GatewayUnavailableError(`Stripe ${path} refused: ${answer.error.message ?? ''}`);
    return answer.value;
  }

  async inspect(prime: string): Promise<CardFacts | null> {
    const answer = await this.call<PaymentMethod>('GET', `/v1/payment_methods/${encodeURIComponent(prime)}`);
    return answer.ok ? factsOf(answer.value) : null;
  }

  private async intent(fields: Form, request: ChargeRequest): Promise<ChargeResult> {
    const body: Form = { amount: toStripeAmount(request.amount), currency: 'twd', confirm: true, description: request.details, metadata: { order_number: request.orderNumber }, ...fields };
    if (request.threeDomainSecure) body.return_url = request.threeDomainSecure.returnUrl;
    else body.off_session = true;
    const answer = await this.call<PaymentIntent>('POST', '/v1/payment_intents', body, request.orderNumber);
    if (!answer.ok) {
      const e = answer.error;
      return { outcome: 'declined', reference: e.payment_intent?.id ?? null, code: e.decline_code ?? e.code ?? 'card_error', message: e.message ?? '' };
    }
    const intent = answer.value;
    if (intent.status === 'succeeded') return { outcome: 'paid', reference: intent.id, card: null, secret: null, received: receivedOf(intent) };
    // Not paid yet: the payment_intent.succeeded event settles it later.
    if (intent.status === 'processing') return { outcome: 'processing', reference: intent.id, card: null };
    const url = intent.next_action?.redirect_to_url?.url;
    if (intent.status === 'requires_action' && url && request.threeDomainSecure) return { outcome: 'needs_3ds', reference: intent.id, paymentUrl: url, card: null };
    const e = intent.last_payment_error;
    return { outcome: 'declined', reference: intent.id, code: e?.decline_code ?? e?.code ?? intent.status, message: e?.message ?? 'authentication_required' };
  }

  async chargeWithPrime(prime: string, request: ChargeRequest, remember: boolean): Promise<ChargeResult> {
    const card = await this.inspect(prime);
    let customer: string | null = null;
    if (remember) {
      customer = (await this.must<{ id: string }>('POST', '/v1/customers', { description: 'card holder' }, `${request.orderNumber}-customer`)).id;
      const attached = await this.call('POST', `/v1/payment_methods/${encodeURIComponent(prime)}/attach`, { customer });
      if (!attached.ok) return { outcome: 'declined', reference: null, code: attached.error.code ?? 'attach', message: attached.error.message ?? '' };
    }
    const fields: Form = { payment_method: prime, ...(customer ? { customer, setup_future_usage: 'off_session' } : {}) };
    const result = await this.intent(fields, request);
    if (result.outcome === 'paid') return { ...result, card, secret: customer ? { cardKey: customer, cardToken: prime } : null };
    if (result.outcome === 'needs_3ds' || result.outcome === 'processing') return { ...result, card };
    return result;
  }

  async chargeWithToken(secret: CardSecret, request: ChargeRequest): Promise<ChargeResult> {
    return this.intent({ customer: secret.cardKey, payment_method: secret.cardToken }, request);
  }

  async bindCard(prime: string, orderNumber: string) {
    const card = await this.inspect(prime);
    if (!card) return { ok: false as const, code: 'resource_missing', message: 'No such payment_method' };
    const customer = (await this.must<{ id: string }>('POST', '/v1/customers', { description: 'card holder' }, `${orderNumber}-customer`)).id;
    const setup = await this.call<{ id: string; status: string; last_setup_error?: { code?: string; message?: string } | null }>(
      'POST',
      '/v1/setup_intents',
      { customer, payment_method: prime, confirm: true, usage: 'off_session', 'payment_method_types[]': 'card' },
      orderNumber,
    );
    if (!setup.ok) return { ok: false as const, code: setup.error.decline_code ?? setup.error.code ?? 'card_error', message: setup.error.message ?? '' };
    if (setup.value.status !== 'succeeded') {
      return { ok: false as const, code: setup.value.last_setup_error?.code ?? setup.value.status, message: setup.value.last_setup_error?.message ?? 'authentication_required' };
    }
    return { ok: true as const, card, secret: { cardKey: customer, cardToken: prime } };
  }

  async forgetCard(secret: CardSecret): Promise<void> {
    await this.must('POST', `/v1/payment_methods/${encodeURIComponent(secret.cardToken)}/detach`, {});
  }

  async refund(reference: string, amount: number): Promise<void> {
    await this.must('POST', '/v1/refunds', { payment_intent: reference, amount: toStripeAmount(amount) }, `refund-${reference}`);
  }

  async paymentState(reference: string): Promise<PaymentStatus> {
    const answer = await this.call<PaymentIntent>('GET', `/v1/payment_intents/${encodeURIComponent(reference)}`);
    if (!answer.ok) return { state: 'unknown', received: null };
    const { status } = answer.value;
    if (status === 'succeeded') return { state: 'paid', received: receivedOf(answer.value) };
    if (status === 'requires_action' || status === 'processing' || status === 'requires_confirmation') return { state: 'pending', received: null };
    return { state: 'failed', received: null };
  }
}

/** What a succeeded PaymentIntent took, in NT$: amount_received is in minor units. */
function receivedOf(intent: PaymentIntent): ReceivedAmount | null {
  if (typeof intent.amount_received !== 'number' || typeof intent.currency !== 'string') return null;
  return { amount: fromStripeAmount(intent.amount_received), currency: intent.currency };
}

function factsOf(pm: PaymentMethod): CardFacts | null {
  if (!pm.card?.last4) return null;
  return { brand: normaliseBrand(pm.card.brand), last4: pm.card.last4, countryCode: (pm.card.country ?? '').toUpperCase() };
}
