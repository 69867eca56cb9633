import { createHmac, timingSafeEqual } from 'node:crypto';

/** Seconds a webhook's timestamp may be away from now (Stripe's libraries default to 300). */
export const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** The Stripe-Signature header for a payload: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Checks a Stripe-Signature header against the raw body: one of its v1 signatures must match and
 * its timestamp must be within the tolerance. Returns why not, or null when it is genuine.
 */
export function stripeSignatureProblem(
  payload: string,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
): string | null {
  if (!header) return 'no Stripe-Signature header';
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === undefined) return 'no timestamp';
  if (signatures.length === 0) return 'no v1 signature';
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return 'timestamp outside the tolerance';
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex'));
  const matches = signatures.some((s) => {
    const given = Buffer.from(s);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : 'signature mismatch';
}
