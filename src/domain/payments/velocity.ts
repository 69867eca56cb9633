/**
 * Velocity limits on paying (M6): binding and charging cards is how stolen card numbers are
 * tested, and every ECPay order or pay link is a row and a call to ECPay. Per user and per IP,
 * fixed windows counted in the database (every server copy shares them). Past a limit the
 * answer is 429 with Retry-After and nothing is written or charged.
 */
import type { LimitRule } from '../users/auth-limits';
import { waitText } from '../users/auth-limits';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Cards bound (TapPay bind_card, Stripe setup_intent): each is a verification charge at the gateway. */
export const CARD_BINDS_PER_USER: LimitRule = { scope: 'card-bind-user', limit: 5, windowSeconds: HOUR };
export const CARD_BINDS_PER_IP: LimitRule = { scope: 'card-bind-ip', limit: 30, windowSeconds: HOUR };
/** Card purchases (pay_by_prime, pay_by_token, Stripe payment_intent). */
export const CARD_CHARGES_PER_USER: LimitRule = { scope: 'card-charge-user', limit: 10, windowSeconds: HOUR };
export const CARD_CHARGES_PER_IP: LimitRule = { scope: 'card-charge-ip', limit: 60, windowSeconds: HOUR };
/** Refused cards (binds and charges) a user may have in a day; past it, no card is tried until tomorrow. */
export const CARD_FAILURES_PER_USER_DAY: LimitRule = { scope: 'card-fail-user', limit: 10, windowSeconds: DAY };
/** Orders for a convenience-store code, an ATM account or a pay link (payfee). */
export const PURCHASE_ORDERS_PER_USER: LimitRule = { scope: 'purchase-order-user', limit: 10, windowSeconds: HOUR };
export const PURCHASE_ORDERS_PER_IP: LimitRule = { scope: 'purchase-order-ip', limit: 60, windowSeconds: HOUR };

export type PaymentAction = 'card_bind' | 'card_charge' | 'purchase_order';

/** The per-user and per-IP rules of each action. */
export const VELOCITY_RULES: Record<PaymentAction, { user: LimitRule; ip: LimitRule }> = {
  card_bind: { user: CARD_BINDS_PER_USER, ip: CARD_BINDS_PER_IP },
  card_charge: { user: CARD_CHARGES_PER_USER, ip: CARD_CHARGES_PER_IP },
  purchase_order: { user: PURCHASE_ORDERS_PER_USER, ip: PURCHASE_ORDERS_PER_IP },
};

export function tooManyPaymentsMessage(action: PaymentAction, retryAfterSeconds: number): string {
  const what = action === 'card_bind' ? '綁定信用卡' : action === 'card_charge' ? '信用卡付款' : '建立付款訂單';
  return `${what}的次數過多，請於 ${waitText(retryAfterSeconds)}後再試。`;
}

export function tooManyCardFailuresMessage(retryAfterSeconds: number): string {
  return `今天信用卡付款失敗的次數過多，為保護您的帳戶，請於 ${waitText(retryAfterSeconds)}後再試，或改用超商代碼、ATM 轉帳。`;
}
