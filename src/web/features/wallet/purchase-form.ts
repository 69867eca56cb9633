import { formatTwd } from '../../../domain/money';
import type { PayType } from '../../../domain/payments/pay-type';
import { CUSTOM_AMOUNT_MAX, CUSTOM_AMOUNT_MIN, PAY_TYPE_RANGES } from '../../../domain/payments/purchase-rules';
import type { AmountRange, CreditPackage, PackagesAnswer } from './api/wallet';

/** The buyer's choice on the pricing page: one package, or an amount of their own (as typed). */
export type Choice = { kind: 'package'; packageId: number } | { kind: 'custom'; text: string };

/** An i18n key of the pricing namespace with what it names. */
export interface Problem {
  key: string;
  values?: Record<string, number | string>;
}

/** What is being bought: the price paid and the credit it brings. */
export interface Order {
  item: { package_id: number } | { amount: number };
  price: number;
  credit: number;
  packageName: string | null;
}

/** The ranges the server announced, or the rules' own when it has not answered. */
export function rangesOf(packages: PackagesAnswer | null): { custom: AmountRange; payTypes: Record<PayType, AmountRange> } {
  return { custom: packages?.custom ?? { min: CUSTOM_AMOUNT_MIN, max: CUSTOM_AMOUNT_MAX }, payTypes: packages?.pay_types ?? PAY_TYPE_RANGES };
}

/** The typed amount as whole TWD, or null when it is not a plain whole number. */
export function parseAmount(text: string): number | null {
  const clean = text.trim().replace(/[,，\s]/g, '');
  return /^\d{1,9}$/.test(clean) ? Number(clean) : null;
}

/** Why the custom amount cannot be bought (the 50-9999 range named), or null. */
export function customAmountProblem(text: string, range: AmountRange): Problem | null {
  const amount = parseAmount(text);
  if (amount === null) return { key: 'buy>error>amountWhole', values: { min: range.min, max: range.max } };
  if (amount < range.min || amount > range.max) return { key: 'buy>error>customRange', values: { min: range.min, max: range.max } };
  return null;
}

/** Why this price cannot be paid this way (the pay type's range named), or null. */
export function payTypeProblem(price: number, payType: PayType, range: AmountRange): Problem | null {
  if (price >= range.min && price <= range.max) return null;
  if (payType === 'atm') return { key: 'buy>error>atmRange', values: { max: formatTwd(range.max) } };
  return { key: `buy>error>${payType}Range`, values: { min: formatTwd(range.min), max: formatTwd(range.max) } };
}

/** The order the choice makes, or null when it is not complete or valid yet. */
export function orderOf(choice: Choice | null, packages: PackagesAnswer | null): Order | null {
  if (choice === null) return null;
  if (choice.kind === 'package') {
    const found: CreditPackage | undefined = packages?.packages.find((p) => p.id === choice.packageId);
    return found ? { item: { package_id: found.id }, price: found.price, credit: found.credit, packageName: found.name } : null;
  }
  if (customAmountProblem(choice.text, rangesOf(packages).custom)) return null;
  const amount = parseAmount(choice.text) ?? 0;
  return { item: { amount }, price: amount, credit: amount, packageName: null };
}

/** A fresh key for one confirmed purchase: a retry of it reuses the key, so it never charges twice. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
