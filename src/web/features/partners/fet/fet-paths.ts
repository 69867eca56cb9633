import type { PartnerOffer } from '../../../../domain/partners/partner-discounts';

/** The fet channel's landing; its screens are under it (docs/fet.md). */
export const FET_LANDING = '/fet';
export const FET_SCREENS = ['quick-buy', 'all-categories', 'search', 'search-result', 'discount'] as const;
export type FetScreen = (typeof FET_SCREENS)[number];

/** The longest search text the search call takes. */
export const FET_SEARCH_MAX = 50;

/** The results of a typed text (trimmed), on a page (1 is left out of the address). */
export function fetSearchResultPath(q: string, page = 1): string {
  const query = new URLSearchParams({ q: q.trim() });
  if (page > 1) query.set('page', String(page));
  return `${FET_LANDING}/search-result?${query.toString()}`;
}

/** The page of `?page=`: a positive whole number, else 1. */
export function pageParam(value: string | null): number {
  return value !== null && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/** One condition of an offer, as a key under partners>fet>offer and its values. */
export interface OfferTerm {
  key: 'amountOff' | 'percentOff' | 'minOrder' | 'noMinimum' | 'validity' | 'usesLeft' | 'noLimit' | 'perUser';
  values: Record<string, string | number>;
}

/** What an offer takes off, its minimum, validity and uses, in the order the channel lists them. */
export function offerTerms(offer: PartnerOffer, formatDate: (iso: string) => string, formatTwd: (n: number) => string): OfferTerm[] {
  const terms: OfferTerm[] = [];
  if (offer.amount_off !== null) terms.push({ key: 'amountOff', values: { amount: formatTwd(offer.amount_off) } });
  else if (offer.percent_off !== null) terms.push({ key: 'percentOff', values: { percent: offer.percent_off } });
  terms.push(offer.min_order > 0 ? { key: 'minOrder', values: { amount: formatTwd(offer.min_order) } } : { key: 'noMinimum', values: {} });
  terms.push({ key: 'validity', values: { from: formatDate(offer.valid_from), until: formatDate(offer.valid_until) } });
  terms.push(offer.remaining_uses === null ? { key: 'noLimit', values: {} } : { key: 'usesLeft', values: { count: offer.remaining_uses } });
  if (offer.per_user_limit !== null) terms.push({ key: 'perUser', values: { count: offer.per_user_limit } });
  return terms;
}

/** The most of one plan bought in one step. */
export const QUICK_BUY_MAX_QUANTITY = 99;

/** What the one-step purchase form holds. */
export interface QuickBuyDraft {
  planId: number | null;
  quantity: string;
  atProPlace: boolean;
  address: string;
  code: string;
}

/** The form's problems before asking the server, as keys of the zh-TW texts. */
export function quickBuyProblems(draft: QuickBuyDraft): Partial<Record<'plan' | 'quantity' | 'address', string>> {
  const problems: Partial<Record<'plan' | 'quantity' | 'address', string>> = {};
  if (draft.planId === null) problems.plan = 'partners>fet>quickBuy>planMissing';
  const quantity = Number(draft.quantity);
  if (!/^\d+$/.test(draft.quantity.trim()) || quantity < 1 || quantity > QUICK_BUY_MAX_QUANTITY) problems.quantity = 'partners>fet>quickBuy>quantityBad';
  if (!draft.atProPlace && draft.address.trim() === '') problems.address = 'shopOrders>checkout>addressMissing';
  return problems;
}
