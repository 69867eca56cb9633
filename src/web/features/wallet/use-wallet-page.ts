import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { LedgerEntry, Purchase } from './api/wallet';
import { fetchPurchasesPage, fetchTransactionsPage } from './wallet-thunks';

/** Opening a page of a list scrolls to its top, like any page. */
function useScrollTopOn(page: number) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is what triggers it.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);
}

/**
 * One page of the credit history: fetched when missing, and with `fresh` once more on every
 * visit (the wallet's first screen must show credit granted since the page was last read).
 */
export function useTransactionsPage(page: number, scroll = true, fresh = false) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => s.wallet.transactions);
  const entries = useAppSelector((s) => s.wallet.entries);
  const ids = list.pages[page];
  // biome-ignore lint/correctness/useExhaustiveDependencies: once a visit, whatever the cache holds.
  useEffect(() => {
    if (fresh && ids !== undefined) void dispatch(fetchTransactionsPage(page));
  }, []);
  useEffect(() => {
    if (ids === undefined) void dispatch(fetchTransactionsPage(page));
  }, [dispatch, page, ids]);
  useScrollTopOn(scroll ? page : 0);
  const rows = (ids ?? []).map((id) => entries[id]).filter((e): e is LedgerEntry => e !== undefined);
  return { list, ids, rows, retry: () => void dispatch(fetchTransactionsPage(page)) };
}

/** One page of the purchases list: fetched when missing. */
export function usePurchasesPage(page: number) {
  const dispatch = useAppDispatch();
  const list = useAppSelector((s) => s.wallet.purchases);
  const items = useAppSelector((s) => s.wallet.purchaseItems);
  const ids = list.pages[page];
  useEffect(() => {
    if (ids === undefined) void dispatch(fetchPurchasesPage(page));
  }, [dispatch, page, ids]);
  useScrollTopOn(page);
  const rows = (ids ?? []).map((id) => items[id]).filter((p): p is Purchase => p !== undefined);
  return { list, ids, rows, retry: () => void dispatch(fetchPurchasesPage(page)) };
}
