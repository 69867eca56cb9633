import { useEffect } from 'react';
import type { WorkItem, WorkListQuery } from './api/works';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { listKey } from './works-paths';
import { emptyPagedList, type PagedList } from '../../store/paged-list';
import { fetchWorksPage } from './works-thunks';

const EMPTY = emptyPagedList();

/** A page of a work list: the list's state, the page's bid ids (undefined until it arrives) and its bids. */
export interface WorkPage {
  list: PagedList;
  ids: number[] | undefined;
  rows: WorkItem[];
  retry: () => void;
}

/** One page of a work list: fetched when missing, scrolled to the top when it changes. */
export function useWorkPage(query: WorkListQuery, enabled = true): WorkPage {
  const dispatch = useAppDispatch();
  const key = listKey(query);
  const list = useAppSelector((s) => s.works.lists[key]) ?? EMPTY;
  const items = useAppSelector((s) => s.works.items);
  const ids = list.pages[query.page];

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and page name the query.
  useEffect(() => {
    if (enabled && ids === undefined) void dispatch(fetchWorksPage(query));
  }, [dispatch, key, query.page, ids === undefined, enabled]);

  // A new page or list starts at the top, like any page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page and list are what trigger it.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [key, query.page]);

  const rows = (ids ?? []).map((id) => items[id]).filter((r) => r !== undefined);
  return { list, ids, rows, retry: () => void dispatch(fetchWorksPage(query)) };
}
