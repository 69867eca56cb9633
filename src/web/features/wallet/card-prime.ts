import { loadScript } from '../../lib/social/load-script';
import { type CardEntry, cardDigits, normalisedExpiry } from './card-entry';
import type { CardConfig } from './api/wallet';

/** Where the in-app sandbox gateway takes card numbers (it stands in for TapPay's browser SDK). */
export const SANDBOX_PRIME_PATH = '/sandbox-gateway/tappay/prime';
const TAPPAY_SDK_URL = 'https://js.tappaysdk.com/sdk/tpdirect/v5.19.2';

/** A prime refused by the gateway: its message is shown as it came. */
export class PrimeError extends Error {}

interface PrimeAnswer {
  status?: number;
  msg?: string;
  card?: { prime?: string };
}

/**
 * Exchanges a card for a one-time prime at the sandbox gateway, like TPDirect.card.getPrime:
 * the card number goes only there, never to our API.
 */
export async function sandboxPrime(entry: CardEntry, config: CardConfig, fetchFn: typeof fetch = (i, init) => globalThis.fetch(i, init)): Promise<string> {
  let answer: PrimeAnswer;
  try {
    const response = await fetchFn(config.prime_url || SANDBOX_PRIME_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ card_number: cardDigits(entry.number), expiry: normalisedExpiry(entry.expiry), ccv: entry.ccv.trim(), app_id: config.app_id, app_key: config.app_key }),
    });
    answer = (await response.json()) as PrimeAnswer;
  } catch {
    throw new PrimeError('');
  }
  if (answer.status !== 0 || !answer.card?.prime) throw new PrimeError(answer.msg ?? '');
  return answer.card.prime;
}

// The Stripe sandbox takes any publishable key, as Stripe.js sends one.
const STRIPE_SANDBOX_KEY = 'pk_test_sandbox';

/**
 * Stripe sandbox: makes a PaymentMethod from the card at the sandbox's copy of Stripe's
 * POST /v1/payment_methods (form fields, publishable key), as Stripe.js would.
 */
export async function stripeSandboxPaymentMethod(entry: CardEntry, config: CardConfig, fetchFn: typeof fetch = (i, init) => globalThis.fetch(i, init)): Promise<string> {
  const [month = '', year = ''] = normalisedExpiry(entry.expiry).split('/');
  const form = new URLSearchParams({ type: 'card', 'card[number]': cardDigits(entry.number), 'card[exp_month]': month, 'card[exp_year]': year, 'card[cvc]': entry.ccv.trim() });
  let answer: { id?: string; error?: { message?: string } };
  try {
    const response = await fetchFn(config.payment_methods_url ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${STRIPE_SANDBOX_KEY}` },
      body: form.toString(),
    });
    answer = (await response.json()) as typeof answer;
  } catch {
    throw new PrimeError('');
  }
  if (!answer.id) throw new PrimeError(answer.error?.message ?? '');
  return answer.id;
}

interface TPDirectApi {
  setupSDK(appId: number, appKey: string, serverType: string): void;
  card: {
    setup(options: { fields: Record<string, { element: string; placeholder?: string }> }): void;
    getPrime(callback: (result: { status: number; msg: string; card?: { prime: string } }) => void): void;
  };
}

declare global {
  interface Window {
    TPDirect?: TPDirectApi;
  }
}

/** With real TapPay keys: loads TapPay's SDK and mounts its card fields into the three elements. */
export async function mountTapPayFields(config: CardConfig, ids: { number: string; expiry: string; ccv: string }): Promise<void> {
  await loadScript(TAPPAY_SDK_URL);
  const sdk = window.TPDirect;
  if (!sdk) throw new PrimeError('');
  sdk.setupSDK(Number(config.app_id), config.app_key ?? '', config.server_type ?? 'sandbox');
  sdk.card.setup({
    fields: {
      number: { element: `#${ids.number}`, placeholder: '**** **** **** ****' },
      expirationDate: { element: `#${ids.expiry}`, placeholder: 'MM / YY' },
      ccv: { element: `#${ids.ccv}`, placeholder: 'CCV' },
    },
  });
}

/** The prime of the card typed into TapPay's own fields. */
export function tapPayPrime(): Promise<string> {
  return new Promise((resolve, reject) => {
    const sdk = window.TPDirect;
    if (!sdk) {
      reject(new PrimeError(''));
      return;
    }
    sdk.card.getPrime((result) => (result.status === 0 && result.card ? resolve(result.card.prime) : reject(new PrimeError(result.msg))));
  });
}

/**
 * The one-time reference of a new card for our API: a TapPay prime (the sandbox's prime
 * endpoint, or TapPay's own fields with real keys) or a Stripe sandbox PaymentMethod id.
 * Real Stripe gives the page no publishable key, so a new card cannot be taken there.
 */
export async function newCardReference(config: CardConfig, entry: CardEntry): Promise<string> {
  if (config.gateway === 'stripe') {
    if (config.mode !== 'sandbox') throw new PrimeError('');
    return stripeSandboxPaymentMethod(entry, config);
  }
  return config.mode === 'sandbox' ? sandboxPrime(entry, config) : tapPayPrime();
}
