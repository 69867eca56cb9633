import type Stripe from 'stripe';
import { normaliseBrand } from '../../../../domain/payments/cards';
import { fromStripeAmount, type ReceivedAmount, toStripeAmount } from '../../../../domain/payments/gateway-amounts';
import {
  type CardFacts,
  type CardGateway,
  type CardSecret,
  type ChargeRequest,
  type ChargeResult,
  GatewayUnavailableError,
  type PaymentStatus,
} from '../card-gateway';

export interface StripeClientOptions {
  secretKey: string;
  /** https://api.stripe.com or a local fake; a function when known only once listening. */
  baseUrl: string | (() => string);
}

type StripeSdk = typeof import('stripe').default;
type Refusal = { code?: string; decline_code?: string; message?: string; payment_intent?: { id?: string } };
type Answer<T> = { ok: true; value: T } | { ok: false; error: Refusal };

const TIMEOUT_MS = 20_000;

let sdk: Promise<StripeSdk> | undefined;
/** Loaded on first use, so a server on TapPay never loads Stripe's library. */
const loadStripe = (): Promise<StripeSdk> => {
  sdk ??= import('stripe').then((module) => module.default);
  return sdk;
};

/** Node's HTTP client with every request path under `prefix` (the in-process fake is mounted under one). */
function prefixedHttpClient(Sdk: StripeSdk, prefix: string): Stripe.HttpClient {
  const inner = Sdk.createNodeHttpClient();
  if (!prefix) return inner;
  return {
    getClientName: () => inner.getClientName(),
    makeRequest: (host, port, path, ...rest) => inner.makeRequest(host, port, `${prefix}${path}`, ...rest),
  };
}

/** A Stripe SDK client for a base URL: api.stripe.com, or a fake's host, port and path. */
function sdkFor(Sdk: StripeSdk, secretKey: string, baseUrl: string): Stripe {
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Sdk(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    httpClient: prefixedHttpClient(Sdk, url.pathname.replace(/\/$/, '')),
    // One attempt, as before: an unanswered charge stays pending until Stripe's event or a check settles it.
    maxNetworkRetries: 0,
    timeout: TIMEOUT_MS,
    telemetry: false,
  });
}

/** Stripe through its official SDK: form-encoded requests, Bearer secret key, Idempotency-Key on every charge. */
export class StripeClient implements CardGateway {
  readonly name = 'stripe' as const;
  private client: { baseUrl: string; stripe: Stripe } | undefined;

  constructor(private readonly options: StripeClientOptions) {}

  private async stripe(): Promise<Stripe> {
    const { baseUrl } = this.options;
    const url = typeof baseUrl === 'function' ? baseUrl() : baseUrl;
    if (this.client?.baseUrl !== url) this.client = { baseUrl: url, stripe: sdkFor(await loadStripe(), this.options.secretKey, url) };
    return this.client.stripe;
  }

  /** Runs one call; a refusal (402 card error, 400/404 request Stripe would not take) is an answer, anything else Stripe failing. */
  private async call<T>(what: string, run: (stripe: Stripe) => Promise<T>): Promise<Answer<T>> {
    const stripe = await this.stripe();
    try {
      return { ok: true, value: await run(stripe) };
    } catch (error) {
      const failure = error as { statusCode?: number; raw?: Refusal; message?: string; type?: string };
      const status = failure.statusCode;
      if (status === 402 || status === 400 || status === 404) return { ok: false, error: failure.raw ?? {} };
      const detail = status ? `answered HTTP ${status}` : `failed (${failure.type ?? 'error'})`;
      throw new GatewayUnavailableError(`Stripe ${what} ${detail}: ${failure.message ?? ''}`, { cause: error });
    }
  }

  private async must<T>(what: string, run: (stripe: Stripe) => Promise<T>): Promise<T> {
    const answer = await this.call(what, run);
    if (!answer.ok) throw new GatewayUnavailableError(`Stripe ${what} refused: ${answer.error.message ?? ''}`);
    return answer.value;
  }

  async inspect(prime: string): Promise<CardFacts | null> {
    const answer = await this.call('payment_methods.retrieve', (s) => s.paymentMethods.retrieve(prime));
    return answer.ok ? factsOf(answer.value) : null;
  }

  private async intent(fields: Partial<Stripe.PaymentIntentCreateParams>, request: ChargeRequest): Promise<ChargeResult> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: toStripeAmount(request.amount),
      currency: 'twd',
      confirm: true,
      description: request.details,
      metadata: { order_number: request.orderNumber },
      ...fields,
      ...(request.threeDomainSecure ? { return_url: request.threeDomainSecure.returnUrl } : { off_session: true }),
    };
    const answer = await this.call('payment_intents.create', (s) => s.paymentIntents.create(params, { idempotencyKey: request.orderNumber }));
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

  private async newCustomer(orderNumber: string): Promise<string> {
    const customer = await this.must('customers.create', (s) => s.customers.create({ description: 'card holder' }, { idempotencyKey: `${orderNumber}-customer` }));
    return customer.id;
  }

  async chargeWithPrime(prime: string, request: ChargeRequest, remember: boolean): Promise<ChargeResult> {
    const card = await this.inspect(prime);
    let customer: string | null = null;
    if (remember) {
      customer = await this.newCustomer(request.orderNumber);
      const owner = customer;
      const attached = await this.call('payment_methods.attach', (s) => s.paymentMethods.attach(prime, { customer: owner }));
      if (!attached.ok) return { outcome: 'declined', reference: null, code: attached.error.code ?? 'attach', message: attached.error.message ?? '' };
    }
    const result = await this.intent({ payment_method: prime, ...(customer ? { customer, setup_future_usage: 'off_session' } : {}) }, request);
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
    const customer = await this.newCustomer(orderNumber);
    const setup = await this.call('setup_intents.create', (s) =>
      s.setupIntents.create({ customer, payment_method: prime, confirm: true, usage: 'off_session' }, { idempotencyKey: orderNumber }),
    );
    if (!setup.ok) return { ok: false as const, code: setup.error.decline_code ?? setup.error.code ?? 'card_error', message: setup.error.message ?? '' };
    if (setup.value.status !== 'succeeded') {
      return { ok: false as const, code: setup.value.last_setup_error?.code ?? setup.value.status, message: setup.value.last_setup_error?.message ?? 'authentication_required' };
    }
    return { ok: true as const, card, secret: { cardKey: customer, cardToken: prime } };
  }

  async forgetCard(secret: CardSecret): Promise<void> {
    await this.must('payment_methods.detach', (s) => s.paymentMethods.detach(secret.cardToken));
  }

  async refund(reference: string, amount: number): Promise<void> {
    await this.must('refunds.create', (s) => s.refunds.create({ payment_intent: reference, amount: toStripeAmount(amount) }, { idempotencyKey: `refund-${reference}` }));
  }

  async paymentState(reference: string): Promise<PaymentStatus> {
    const answer = await this.call('payment_intents.retrieve', (s) => s.paymentIntents.retrieve(reference));
    if (!answer.ok) return { state: 'unknown', received: null };
    const { status } = answer.value;
    if (status === 'succeeded') return { state: 'paid', received: receivedOf(answer.value) };
    if (status === 'requires_action' || status === 'processing' || status === 'requires_confirmation') return { state: 'pending', received: null };
    return { state: 'failed', received: null };
  }
}

/** What a succeeded PaymentIntent took, in NT$: amount_received is in minor units. */
function receivedOf(intent: Stripe.PaymentIntent): ReceivedAmount | null {
  if (typeof intent.amount_received !== 'number' || typeof intent.currency !== 'string') return null;
  return { amount: fromStripeAmount(intent.amount_received), currency: intent.currency };
}

function factsOf(pm: Stripe.PaymentMethod): CardFacts | null {
  if (!pm.card?.last4) return null;
  return { brand: normaliseBrand(pm.card.brand), last4: pm.card.last4, countryCode: (pm.card.country ?? '').toUpperCase() };
}
