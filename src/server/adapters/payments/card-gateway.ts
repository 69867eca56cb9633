import type { ReceivedAmount } from '../../../domain/payments/gateway-amounts';

/**
 * A card gateway as the payment features see it. TapPay and Stripe speak different wire
 * formats; both clients map them onto this. `prime` is the one-time card reference the browser
 * got from the gateway's SDK (a TapPay prime, a Stripe PaymentMethod id); card numbers never
 * pass through our server.
 */
export interface CardFacts {
  brand: string;
  last4: string;
  /** ISO country of the issuer, '' when unknown. */
  countryCode: string;
}

/** What a bound card is charged with later: TapPay card_key + card_token, Stripe customer + PaymentMethod. */
export interface CardSecret {
  cardKey: string;
  cardToken: string;
}

export interface Cardholder {
  name: string;
  email: string;
  /** E.164 (+8869...), or '' when unknown. */
  phone: string;
}

export interface ChargeRequest {
  /** Whole NT$; each client converts it to its gateway's unit. */
  amount: number;
  /** Our order number, unique per purchase; also the gateway's idempotency key. */
  orderNumber: string;
  details: string;
  /** Who pays (TapPay requires a cardholder on every Pay by Prime). */
  cardholder?: Cardholder;
  /** Set when the buyer is present and can pass 3-D Secure; null for off-session charges. */
  threeDomainSecure: { returnUrl: string; notifyUrl: string } | null;
}

/**
 * `received` is what the gateway says it took, in whole NT$ and its currency (null when it did
 * not say): a purchase is credited only when it equals the order. `processing` is a payment
 * the gateway has not finished (Stripe): it stays pending until the gateway's event settles it.
 */
export type ChargeResult =
  | { outcome: 'paid'; reference: string; card: CardFacts | null; secret: CardSecret | null; received: ReceivedAmount | null }
  | { outcome: 'processing'; reference: string; card: CardFacts | null }
  | { outcome: 'needs_3ds'; reference: string; paymentUrl: string; card: CardFacts | null }
  | { outcome: 'declined'; reference: string | null; code: string; message: string };

/** Where a payment stands at the gateway (3-D Secure results are checked here, never trusted). */
export type PaymentState = 'paid' | 'failed' | 'pending' | 'unknown';

/** A payment's state with, once paid, what the gateway received. */
export interface PaymentStatus {
  state: PaymentState;
  received: ReceivedAmount | null;
}

export interface CardGateway {
  readonly name: 'tappay' | 'stripe';
  /** The card behind a prime before it is charged, when the gateway can tell (Stripe); else null. */
  inspect(prime: string): Promise<CardFacts | null>;
  /** Charges a prime once; with `remember` the answer carries a reusable secret. */
  chargeWithPrime(prime: string, request: ChargeRequest, remember: boolean): Promise<ChargeResult>;
  /** Charges a bound card. */
  chargeWithToken(secret: CardSecret, request: ChargeRequest): Promise<ChargeResult>;
  /** Verifies a prime and keeps the card: TapPay charges and refunds a test amount, Stripe confirms a SetupIntent. */
  bindCard(prime: string, orderNumber: string, cardholder?: Cardholder): Promise<{ ok: true; card: CardFacts; secret: CardSecret } | { ok: false; code: string; message: string }>;
  /** Deletes a bound card's token at the gateway. */
  forgetCard(secret: CardSecret): Promise<void>;
  /** Gives a payment back in full (amount in whole NT$). */
  refund(reference: string, amount: number): Promise<void>;
  /** Asks the gateway where a payment stands and what it received. */
  paymentState(reference: string): Promise<PaymentStatus>;
}

/** The gateway could not be reached or answered something unreadable: nothing is known. */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}

/** POSTs or GETs with a timeout; network failures and non-JSON answers become GatewayUnavailableError. */
export async function gatewayFetch(url: string, init: RequestInit, timeoutMs = 20_000): Promise<{ status: number; body: unknown }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new GatewayUnavailableError(`gateway request failed: ${(error as Error).message}`, { cause: error });
  }
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch (error) {
    throw new GatewayUnavailableError(`gateway answered ${res.status} with no JSON`, { cause: error });
  }
}
