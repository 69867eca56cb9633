import { createApiThunk } from '../../store/thunk';
import { infoUpdated } from '../../store/user-slice';
import {
  getCards,
  getPackages,
  getPurchase,
  getPurchasesPage,
  getCardConfig,
  getTransactionsPage,
  type PackagesAnswer,
  type Purchase,
  type PurchasesPage,
  type SavedCard,
  type CardConfig,
  type TransactionsPage,
} from './api/wallet';

/** One page of the credit history; the answer's balance also refreshes the user's. */
export const fetchTransactionsPage = createApiThunk<TransactionsPage, number>(
  'wallet/transactions',
  async (page, { extra, dispatch }) => {
    const answer = await getTransactionsPage(extra.api, page);
    dispatch(infoUpdated({ available_wallet_amount: answer.available_wallet_amount }));
    return answer;
  },
  { condition: (page, { getState }) => !getState().wallet.transactions.fetchingPages.includes(page) },
);

export const fetchPurchasesPage = createApiThunk<PurchasesPage, number>('wallet/purchases', (page, { extra }) => getPurchasesPage(extra.api, page), {
  condition: (page, { getState }) => !getState().wallet.purchases.fetchingPages.includes(page),
});

export const fetchPurchase = createApiThunk<Purchase, number>('wallet/purchase', (id, { extra }) => getPurchase(extra.api, id));

export const fetchPackages = createApiThunk<PackagesAnswer>('wallet/packages', (_arg, { extra }) => getPackages(extra.api));

/** The card set-up: which gateway the page talks to, and the pro's bound cards. */
export const fetchCardSetup = createApiThunk<{ config: CardConfig; cards: SavedCard[] }>('wallet/cardSetup', async (_arg, { extra }) => {
  const config = await getCardConfig(extra.api);
  return { config, cards: await getCards(extra.api, config.gateway) };
});
