import { describe, expect, it } from 'vitest';
import { sessionGone } from '../../store/session-actions';
import type { LedgerEntry } from './api/wallet';
import { initialWalletState, walletChanged, walletSlice } from './wallet-slice';
import { fetchTransactionsPage } from './wallet-thunks';

const reduce = walletSlice.reducer;
const entry = (id: number): LedgerEntry => ({ id, transaction_type: 14, type_text: '報價費用', amount: -60, balance_after: 240, quote_bid_id: 1, credit_purchase_id: null, note: null, created: '2026-11-23 01:00:00' });
const answer = (ids: number[], page: number) => ({ transactions: ids.map(entry), page, total_pages: 3, count: 45, available_wallet_amount: 240 });

describe('the wallet lists', () => {
  it('marks the active page and the pages being fetched, then stores a page with the page count', () => {
    const started = reduce(initialWalletState(), fetchTransactionsPage.pending('r1', 2));
    expect(started.transactions).toMatchObject({ activePage: 2, fetchingPages: [2] });
    const done = reduce(started, fetchTransactionsPage.fulfilled(answer([5, 4], 2), 'r1', 2));
    expect(done.transactions).toMatchObject({ activePage: 2, fetchingPages: [], totalPages: 3, count: 45, pages: { 2: [5, 4] } });
    expect(done.entries[5]?.amount).toBe(-60);
  });

  it('keeps what it had when a page fails, and says why', () => {
    const started = reduce(initialWalletState(), fetchTransactionsPage.pending('r1', 1));
    const failure = { code: 'network', kind: 'network' as const, messageKey: 'errors>network', fields: [], status: 0 };
    const failed = reduce(started, fetchTransactionsPage.rejected(null, 'r1', 1, failure));
    expect(failed.transactions).toMatchObject({ fetchingPages: [], error: failure, pages: {} });
  });

  it('reads every list again after money moved', () => {
    const loaded = reduce(initialWalletState(), fetchTransactionsPage.fulfilled(answer([1], 1), 'r1', 1));
    expect(reduce(loaded, walletChanged()).transactions.pages).toEqual({});
  });

  it('forgets everything when the session ends', () => {
    const loaded = reduce(initialWalletState(), fetchTransactionsPage.fulfilled(answer([1], 1), 'r1', 1));
    expect(reduce(loaded, sessionGone())).toEqual(initialWalletState());
  });
});
