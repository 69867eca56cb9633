import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FakeCard } from '../test-cards';

/** A PaymentIntent as Stripe's API returns it. */
export interface Intent {
  id: string;
  object: 'payment_intent';
  /** Minor units, as Stripe reads TWD (NT$1 = 100). */
  amount: number;
  /** Minor units received; 0 until the intent succeeds. */
  amount_received: number;
  currency: string;
  status: string;
  customer: string | null;
  payment_method: string;
  description: string | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  client_secret: string;
  created: number;
}

export interface FakeStripeState {
  /** PaymentIntents created (a replayed Idempotency-Key is not counted); amounts in minor units. */
  charges: { amount: number; order_number: string }[];
  /** Amounts in minor units. */
  refunds: { payment_intent: string; amount: number }[];
  /** PaymentMethods detached from their customer. */
  detached: string[];
  events: { type: string; delivered: boolean }[];
  intents: Map<string, Intent>;
  /** Tests set this: the next successful PaymentIntent stays `processing` until completeProcessing. */
  processNext: boolean;
  /** Tests set this: the next successful PaymentIntent reports this as received (a gateway that took another amount). */
  tamperNext: { amount_received?: number; currency?: string } | null;
  /** Finishes a `processing` PaymentIntent and sends payment_intent.succeeded. */
  completeProcessing(id: string): Promise<void>;
}

/** What the fake's route groups share: its objects, and the steps several of them take. */
export interface FakeStripeStore {
  state: FakeStripeState;
  methods: Map<string, { card: FakeCard; customer: string | null; created: number }>;
  customers: Set<string>;
  /** Marks an intent paid in full. */
  succeed(intent: Intent): void;
  /** Sends a signed `payment_intent.*` event to the webhook, if any. */
  sendEvent(type: string, intent: Intent): Promise<void>;
}

/**
 * The smallest charge the fake takes, in minor units. Stripe's minimum is US$0.50 or its
 * equivalent; NT$20 is a round figure above it, so whole NT$ sent as minor units (NT$300 as
 * 300, i.e. NT$3) are refused here as Stripe refuses them.
 */
export const FAKE_STRIPE_MIN_CHARGE = 2_000;

/** The API version the fake answers with when a request names none (the account's default at Stripe). */
export const FAKE_STRIPE_ACCOUNT_VERSION = '2025-01-27.acacia';

export const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);

export function stripeError(reply: FastifyReply, status: number, error: Record<string, unknown>) {
  return reply.code(status).send({ error: { type: 'invalid_request_error', ...error } });
}

export function declineError(intent: Intent | null, code: string, declineCode: string, message: string) {
  return { type: 'card_error', code, decline_code: declineCode, message, ...(intent ? { payment_intent: intent } : {}) };
}
