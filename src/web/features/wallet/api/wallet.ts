import type { Answer } from '../../../../domain/http/envelope';
import type {
  CardPayAnswer,
  cardAnswerShape,
  cardsAnswerShape,
  PackagesAnswer,
  Purchase,
  purchaseAnswerShape,
  PurchasesPage,
  SavedCard,
  StripeConfig,
  TapPayConfig,
} from '../../../../domain/payments/payments.contract';
import type { AutoTopup, autoTopupAnswerShape, TransactionsPage } from '../../../../domain/wallet/wallet.contract';
import { type ApiClient, ApiError } from '../../../api/client';

/** Buying credit and its history: the calls of the payments contract. */

export type {
  AmountRange,
  CardPayAnswer,
  CardPurchase,
  CreditPackage,
  PackagesAnswer,
  Purchase,
  PurchasesPage,
  SavedCard,
} from '../../../../domain/payments/payments.contract';
export type { AutoTopup, LedgerEntry, TransactionsPage } from '../../../../domain/wallet/wallet.contract';

export type CardGateway = 'tappay' | 'stripe';

/**
 * The card gateway the server runs (CARD_PROVIDER) and how the page talks to it: either config
 * answer, flat (sandbox: the app's local fake; tappay / stripe: the real gateway with its keys).
 */
export type CardConfig = { gateway: CardGateway; mode: TapPayConfig['mode'] | StripeConfig['mode'] } & Partial<Omit<TapPayConfig, 'mode'>> &
  Partial<Omit<StripeConfig, 'mode'>>;

// The spec's two card groups: /new/v1/tap_pay/... and /stripes/...
const CARD_PATHS: Record<CardGateway, { config: string; cards: string; bind: string; pay: string; payToken: string; remove: string; newCardField: string }> = {
  tappay: {
    config: '/new/v1/tap_pay/config.json',
    cards: '/new/v1/tap_pay/cards.json',
    bind: '/new/v1/tap_pay/bind_card.json',
    pay: '/new/v1/tap_pay/pay_by_prime.json',
    payToken: '/new/v1/tap_pay/pay_by_token.json',
    remove: '/new/v1/tap_pay/remove_card/',
    newCardField: 'prime',
  },
  stripe: {
    config: '/stripes/config.json',
    cards: '/stripes/cards.json',
    bind: '/stripes/setup_intent.json',
    pay: '/stripes/payment_intent.json',
    payToken: '/stripes/payment_intent.json',
    remove: '/stripes/remove_card/',
    newCardField: 'payment_method',
  },
};

/** What the buyer asks for: a package or an amount of their own. */
export type PurchaseItem = { package_id: number } | { amount: number };

export const PAGE_SIZE = 20;

export function getPackages(api: ApiClient): Promise<PackagesAnswer> {
  return api.request<PackagesAnswer>('/packages/index.json', { quiet: true });
}

export function getTransactionsPage(api: ApiClient, page: number): Promise<TransactionsPage> {
  return api.request<TransactionsPage>(`/transactions/index/page:${page}.json`, { quiet: true });
}

export function getPurchasesPage(api: ApiClient, page: number): Promise<PurchasesPage> {
  return api.request<PurchasesPage>(`/purchases/index/page:${page}.json`, { quiet: true });
}

export async function getPurchase(api: ApiClient, id: number): Promise<Purchase> {
  const { purchase } = await api.request<Answer<typeof purchaseAnswerShape>>(`/purchases/view/${id}.json`, { quiet: true });
  return purchase;
}

/** The configured gateway: the TapPay group answers unless the server runs Stripe (then it is a 404). */
export async function getCardConfig(api: ApiClient): Promise<CardConfig> {
  try {
    return { ...(await api.request<TapPayConfig>(CARD_PATHS.tappay.config, { quiet: true })), gateway: 'tappay' };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    return { ...(await api.request<StripeConfig>(CARD_PATHS.stripe.config, { quiet: true })), gateway: 'stripe' };
  }
}

export async function getCards(api: ApiClient, gateway: CardGateway): Promise<SavedCard[]> {
  const { cards } = await api.request<Answer<typeof cardsAnswerShape>>(CARD_PATHS[gateway].cards, { quiet: true });
  return cards;
}

/** Pays with a new card's one-time reference (a TapPay prime, a Stripe PaymentMethod id). */
export function payWithNewCard(
  api: ApiClient,
  gateway: CardGateway,
  body: PurchaseItem & { reference: string; idempotency_key: string; remember?: 1 },
): Promise<CardPayAnswer> {
  const { reference, ...rest } = body;
  return api.request<CardPayAnswer>(CARD_PATHS[gateway].pay, { method: 'POST', body: { ...rest, [CARD_PATHS[gateway].newCardField]: reference }, quiet: true });
}

export function payWithSavedCard(api: ApiClient, gateway: CardGateway, body: PurchaseItem & { card_id: number; idempotency_key: string }): Promise<CardPayAnswer> {
  return api.request<CardPayAnswer>(CARD_PATHS[gateway].payToken, { method: 'POST', body, quiet: true });
}

/** A convenience-store code or an ATM virtual account to pay later. */
export async function createOfflinePurchase(api: ApiClient, body: PurchaseItem & { pay_type: 'cvs' | 'atm'; idempotency_key: string }): Promise<Purchase> {
  const { purchase } = await api.request<Answer<typeof purchaseAnswerShape>>('/new/v1/ecpay/purchase.json', { method: 'POST', body, quiet: true });
  return purchase;
}

/** Unbinds a card; the answer is the cards left. */
export async function removeCard(api: ApiClient, gateway: CardGateway, id: number): Promise<SavedCard[]> {
  const { cards } = await api.request<Answer<typeof cardsAnswerShape>>(`${CARD_PATHS[gateway].remove}${id}.json`, { method: 'POST', quiet: true });
  return cards;
}

/** Binds a card without buying (a small test charge, refunded at once); the answer is the new card. */
export async function bindCard(api: ApiClient, gateway: CardGateway, reference: string): Promise<SavedCard> {
  const { card } = await api.request<Answer<typeof cardAnswerShape>>(CARD_PATHS[gateway].bind, { method: 'POST', body: { [CARD_PATHS[gateway].newCardField]: reference }, quiet: true });
  return card;
}

export type AutoTopupInput = {
  is_on: 0 | 1;
  threshold: number;
  credit_package_id: number;
  card_id: number;
  consent: 0 | 1;
};

export async function getAutoTopup(api: ApiClient): Promise<AutoTopup> {
  const { auto_topup } = await api.request<Answer<typeof autoTopupAnswerShape>>('/wallet/auto_topup.json', { quiet: true });
  return auto_topup;
}

export async function saveAutoTopup(api: ApiClient, body: AutoTopupInput): Promise<AutoTopup> {
  const { auto_topup } = await api.request<Answer<typeof autoTopupAnswerShape>>('/wallet/auto_topup.json', { method: 'POST', body, quiet: true });
  return auto_topup;
}
