import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import type { RouteMatch } from '../../../routes/route-table';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { ThunkExtra } from '../../../store/thunk';
import type { RootState } from '../../../store/types';
import { type ContentKind, type ContentState, contentKey } from './content-slice';
import { type ContentLookup, useContent } from './use-content';
import { useContentMeta } from './use-content-meta';

/**
 * The content of a `{slug}` page (a collection, an article, a price guide, a site page), with the
 * page's title and description once it is in. `fetch` is the module's thunk, so `load` stays stable.
 */
export function useSlugContent<T>(
  match: RouteMatch,
  kind: ContentKind,
  select: (content: ContentState, slug: string) => T | undefined,
  fetch: (slug: string) => ThunkAction<unknown, RootState, ThunkExtra, UnknownAction>,
): { slug: string; lookup: ContentLookup<T> } {
  const dispatch = useAppDispatch();
  const slug = match.params.slug ?? '';
  useContentMeta(match);
  const data = useAppSelector((s) => select(s.content, slug));
  const load = useCallback(() => dispatch(fetch(slug)), [dispatch, fetch, slug]);
  return { slug, lookup: useContent(data, contentKey(kind, slug), load) };
}
