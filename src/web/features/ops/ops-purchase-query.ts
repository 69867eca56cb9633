import { PAY_TYPES, PURCHASE_STATUSES } from '../../../domain/payments/pay-type';
import type { PurchaseFilter } from './api/finance';

export const PURCHASE_FILTER_KEYS = ['user_id', 'status', 'pay_type', 'from', 'to'] as const;
export type PurchaseFilterKey = (typeof PURCHASE_FILTER_KEYS)[number];
/** The filter form's values, as typed. */
export type PurchaseFormValues = Record<PurchaseFilterKey, string>;

export const EMPTY_PURCHASE_FORM: PurchaseFormValues = { user_id: '', status: '', pay_type: '', from: '', to: '' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE_INT = /^[1-9]\d*$/;
const isStatus = (v: string): v is NonNullable<PurchaseFilter['status']> => (PURCHASE_STATUSES as readonly string[]).includes(v);
const isPayType = (v: string): v is NonNullable<PurchaseFilter['pay_type']> => (PAY_TYPES as readonly string[]).includes(v);

/** The filters and page the purchase list's query string holds. */
export function purchaseStateFromSearch(search: string): { form: PurchaseFormValues; page: number } {
  const query = new URLSearchParams(search);
  const form = { ...EMPTY_PURCHASE_FORM };
  for (const key of PURCHASE_FILTER_KEYS) form[key] = query.get(key)?.trim() ?? '';
  const page = Number(query.get('page'));
  return { form, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

/** The list's query string for these filters and page (page 1 left out). */
export function purchaseSearch(form: PurchaseFormValues, page: number): string {
  const query = new URLSearchParams();
  for (const key of PURCHASE_FILTER_KEYS) if (form[key].trim() !== '') query.set(key, form[key].trim());
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** i18n keys of the filters that cannot be sent as they are. */
export function purchaseFormErrors(form: PurchaseFormValues): Partial<Record<PurchaseFilterKey, string>> {
  const errors: Partial<Record<PurchaseFilterKey, string>> = {};
  if (form.user_id.trim() !== '' && !POSITIVE_INT.test(form.user_id.trim())) errors.user_id = 'ops>purchases>userIdInvalid';
  if (DATE.test(form.from) && DATE.test(form.to) && form.to < form.from) errors.to = 'ops>purchases>rangeInvalid';
  return errors;
}

/** The call's filters: only what is filled in and well formed. */
export function purchaseFilterOf(form: PurchaseFormValues): PurchaseFilter {
  const filter: PurchaseFilter = {};
  if (POSITIVE_INT.test(form.user_id.trim())) filter.user_id = Number(form.user_id.trim());
  if (isStatus(form.status)) filter.status = form.status;
  if (isPayType(form.pay_type)) filter.pay_type = form.pay_type;
  if (DATE.test(form.from)) filter.from = form.from;
  if (DATE.test(form.to)) filter.to = form.to;
  return filter;
}
