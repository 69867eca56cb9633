/**
 * Bound cards and card payments: how a card is named to its owner, which cards count as
 * foreign, and the zh-TW texts of card refusals. Only a brand and four digits are ever kept.
 */

/** Card brands as the gateways report them, normalised to the spec's card_info form. */
export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'JCB', 'AMEX', 'UNIONPAY', 'UNKNOWN'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The country whose cards are domestic (ISO 3166 alpha-2). */
export const HOME_CARD_COUNTRY = 'TW';

/** The verification charge when a card is bound, refunded at once (whole TWD). */
export const BIND_TEST_CHARGE = 1;

/** The spec's card_info string: `VISA-4242` (split into brand and last4 by clients). */
export function cardInfo(brand: string, last4: string): string {
  return `${brand}-${last4}`;
}

/** Splits a card_info string back into brand and last4; null when it is not one. */
export function splitCardInfo(info: string): { brand: string; last4: string } | null {
  const match = /^([A-Z]+)-(\d{4})$/.exec(info);
  return match ? { brand: match[1]!, last4: match[2]! } : null;
}

/** A gateway's brand name (TapPay type number or name, Stripe `visa`) as our brand. */
export function normaliseBrand(raw: string | number | null | undefined): CardBrand {
  const TAPPAY_TYPES: Record<string, CardBrand> = { '1': 'VISA', '2': 'MASTERCARD', '3': 'JCB', '4': 'UNIONPAY', '5': 'AMEX' };
  const text = String(raw ?? '').trim().toUpperCase().replaceAll(/[\s_-]/g, '');
  if (TAPPAY_TYPES[text]) return TAPPAY_TYPES[text]!;
  if (text === 'VISA') return 'VISA';
  if (text === 'MASTERCARD' || text === 'MASTER') return 'MASTERCARD';
  if (text === 'JCB') return 'JCB';
  if (text === 'AMEX' || text === 'AMERICANEXPRESS') return 'AMEX';
  if (text === 'UNIONPAY' || text === 'CUP') return 'UNIONPAY';
  return 'UNKNOWN';
}

/** A card is foreign when its issuing country is known and is not Taiwan. */
export function isForeignCountry(countryCode: string | null | undefined): boolean {
  const code = (countryCode ?? '').trim().toUpperCase();
  return code !== '' && code !== HOME_CARD_COUNTRY;
}

/** Short texts in `error` for card refusals that have no number in the spec. */
export const CardErrorText = {
  PaymentDeclined: 'payment declined',
  GatewayUnavailable: 'gateway unavailable',
} as const;

/** zh-TW message stored on a declined purchase and returned with 402; names the gateway's words. */
export function declineMessage(gatewayMessage: string): string {
  const said = gatewayMessage.trim().slice(0, 200);
  return said ? `信用卡付款失敗：發卡銀行或金流拒絕了這筆交易（${said}）。請確認卡片資料或改用其他卡片。` : '信用卡付款失敗，請確認卡片資料或改用其他卡片。';
}

export const GATEWAY_UNAVAILABLE_MESSAGE = '目前無法連線到信用卡金流服務，這筆交易沒有完成，請稍後再試。';
export const THREE_DS_FAILED_MESSAGE = '3D 驗證未通過，這筆交易沒有完成。';
export const CARD_NEEDS_THREE_DS_MESSAGE = '這張卡片需要 3D 驗證，無法自動扣款。';
