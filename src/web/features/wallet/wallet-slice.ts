import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormFailure } from '../../api/error-info';
import { emptyPagedList, type PagedList, pageArrived, pageFailed, pageStarted } from '../../store/paged-list';
import { sessionGone } from '../../store/session-actions';
import type { CardConfig, LedgerEntry, PackagesAnswer, Purchase, SavedCard } from './api/wallet';
import { fetchCardSetup, fetchPackages, fetchPurchase, fetchPurchasesPage, fetchTransactionsPage } from './wallet-thunks';

export interface WalletState {
  transactions: PagedList;
  entries: Record<number, LedgerEntry>;
  purchases: PagedList;
  purchaseItems: Record<number, Purchase>;
  purchaseErrors: Record<number, FormFailure>;
  packages: PackagesAnswer | null;
  packagesError: FormFailure | null;
  cardConfig: CardConfig | null;
  cards: SavedCard[] | null;
  cardsError: FormFailure | null;
}

export function initialWalletState(): WalletState {
  return {
    transactions: emptyPagedList(),
    entries: {},
    purchases: emptyPagedList(),
    purchaseItems: {},
    purchaseErrors: {},
    packages: null,
    packagesError: null,
    cardConfig: null,
    cards: null,
    cardsError: null,
  };
}

export const walletSlice = createSlice({
  name: 'wallet',
  initialState: initialWalletState(),
  reducers: {
    /** Money moved (a purchase made or paid): both lists are read again on their next showing. */
    walletChanged(state) {
      state.transactions.pages = {};
      state.purchases.pages = {};
    },
    purchaseStored(state, { payload }: PayloadAction<Purchase>) {
      state.purchaseItems[payload.id] = payload;
    },
    cardsUpdated(state, { payload }: PayloadAction<SavedCard[]>) {
      state.cards = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchTransactionsPage.pending, (state, { meta }) => pageStarted(state.transactions, meta.arg))
      .addCase(fetchTransactionsPage.fulfilled, (state, { meta, payload }) => {
        pageArrived(state.transactions, meta.arg, payload.transactions.map((e) => e.id), Math.max(1, payload.total_pages), payload.count);
        for (const entry of payload.transactions) state.entries[entry.id] = entry;
      })
      .addCase(fetchTransactionsPage.rejected, (state, { meta, payload }) => {
        if (!meta.condition) pageFailed(state.transactions, meta.arg, payload);
      })
      .addCase(fetchPurchasesPage.pending, (state, { meta }) => pageStarted(state.purchases, meta.arg))
      .addCase(fetchPurchasesPage.fulfilled, (state, { meta, payload }) => {
        pageArrived(state.purchases, meta.arg, payload.purchases.map((p) => p.id), Math.max(1, payload.total_pages), payload.count);
        for (const purchase of payload.purchases) state.purchaseItems[purchase.id] = purchase;
      })
      .addCase(fetchPurchasesPage.rejected, (state, { meta, payload }) => {
        if (!meta.condition) pageFailed(state.purchases, meta.arg, payload);
      })
      .addCase(fetchPurchase.fulfilled, (state, { payload }) => {
        state.purchaseItems[payload.id] = payload;
        delete state.purchaseErrors[payload.id];
      })
      .addCase(fetchPurchase.rejected, (state, { meta, payload }) => {
        if (payload) state.purchaseErrors[meta.arg] = payload;
      })
      .addCase(fetchPackages.pending, (state) => {
        state.packagesError = null;
      })
      .addCase(fetchPackages.fulfilled, (state, { payload }) => {
        state.packages = payload;
      })
      .addCase(fetchPackages.rejected, (state, { payload }) => {
        state.packagesError = payload ?? null;
      })
      .addCase(fetchCardSetup.pending, (state) => {
        state.cardsError = null;
      })
      .addCase(fetchCardSetup.fulfilled, (state, { payload }) => {
        state.cardConfig = payload.config;
        state.cards = payload.cards;
      })
      .addCase(fetchCardSetup.rejected, (state, { payload }) => {
        state.cardsError = payload ?? null;
      })
      .addCase(sessionGone, () => initialWalletState());
  },
});

export const { walletChanged, purchaseStored, cardsUpdated } = walletSlice.actions;
