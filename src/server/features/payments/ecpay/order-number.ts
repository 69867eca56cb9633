import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * Our order number, sent to ECPay as MerchantTradeNo (at most 20 letters and digits, unique
 * for the merchant): HB, the UTC time to the second, then 6 random characters.
 */
export function newOrderNumber(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(2, 14);
  const random = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `HB${stamp}${random}`;
}
