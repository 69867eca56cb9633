import { type FormFailure, toFormFailure } from '../../api/error-info';
import { createAppAsyncThunk } from '../../store/thunk';
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
} from './wallet-api';

/** One page of the credit history; the answer's balance also refreshes the user's. */
export const fetchTransactionsPage = createAppAsyncThunk<TransactionsPage, number, { rejectValue: FormFailure }>(
  'wallet/transactions',
  async (page, { extra, dispatch, rejectWithValue }) => {
    try {
      const answer = await getTransactionsPage(extra.api, page);
      dispatch(infoUpdated({ available_wallet_amount: answer.available_wallet_amount }));
      return answer;
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
  { condition: (page, { getState }) => !getState().wallet.transactions.fetchingPages.includes(page) },
);

export const fetchPurchasesPage = createAppAsyncThunk<PurchasesPage, number, { rejectValue: FormFailure }>(
  'wallet/purchases',
  async (page, { extra, rejectWithValue }) => {
    try {
      return await getPurchasesPage(extra.api, page);
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
  { condition: (page, { getState }) => !getState().wallet.purchases.fetchingPages.includes(page) },
);

export const fetchPurchase = createAppAsyncThunk<Purchase, number, { rejectValue: FormFailure }>('wallet/purchase', async (id, { extra, rejectWithValue }) => {
  try {
    return await getPurchase(extra.api, id);
  } catch (error) {
    return rejectWithValue(toFormFailure(error));
  }
});

export const fetchPackages = createAppAsyncThunk<PackagesAnswer, void, { rejectValue: FormFailure }>('wallet/packages', async (_arg, { extra, rejectWithValue }) => {
  try {
    return await getPackages(extra.api);
  } catch (error) {
    return rejectWithValue(toFormFailure(error));
  }
});

/** The card set-up: which gateway the page talks to, and the pro's bound cards. */
export const fetchCardSetup = createAppAsyncThunk<{ config: CardConfig; cards: SavedCard[] }, void, { rejectValue: FormFailure }>(
  'wallet/cardSetup',
  async (_arg, { extra, rejectWithValue }) => {
    try {
      const config = await getCardConfig(extra.api);
      return { config, cards: await getCards(extra.api, config.gateway) };
    } catch (error) {
      return rejectWithValue(toFormFailure(error));
    }
  },
);
