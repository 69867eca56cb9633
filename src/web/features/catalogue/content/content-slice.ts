import { createSlice } from '@reduxjs/toolkit';
import type { ContentPreload } from '../../../ssr-contract';
import { fetchArticle, fetchArticles, fetchBlogPosts, fetchCollection, fetchCollections, fetchPriceGuide, fetchPriceGuides, fetchSitePage } from './content-thunks';

/** Collections, articles and price guides; `missing` remembers what the server said does not exist. */
export interface ContentState extends ContentPreload {
  missing: Record<string, true>;
  failed: Record<string, true>;
  /** Lists known to be loaded, even when empty: `collections`, `priceGuides`. */
  loaded: Record<string, true>;
}

export function initialContentState(preload: Partial<ContentPreload> = {}): ContentState {
  return {
    collections: preload.collections ?? [],
    collectionData: preload.collectionData ?? {},
    articlePages: preload.articlePages ?? {},
    articleData: preload.articleData ?? {},
    categoryArticles: preload.categoryArticles ?? {},
    priceGuides: preload.priceGuides ?? [],
    priceGuideData: preload.priceGuideData ?? {},
    sitePages: preload.sitePages ?? {},
    blogPosts: preload.blogPosts ?? null,
    campaigns: preload.campaigns ?? {},
    missing: {},
    failed: {},
    loaded: { ...(preload.collections ? { collections: true } : {}), ...(preload.priceGuides ? { priceGuides: true } : {}) },
  };
}

/** The key a fetch records a 404 or a failure under, e.g. `article:aircon-cleaning-guide`. */
export type ContentKind = 'collection' | 'article' | 'articles' | 'price' | 'page';

export const contentKey = (kind: ContentKind, id: string | number) => `${kind}:${id}`;

type Rejection = { payload?: { status: number } | undefined };

export const contentSlice = createSlice({
  name: 'content',
  initialState: initialContentState(),
  reducers: {},
  extraReducers: (builder) => {
    const settle = (state: ContentState, key: string, action: Rejection) => {
      if (action.payload?.status === 404) state.missing[key] = true;
      else state.failed[key] = true;
    };
    builder
      .addCase(fetchCollections.rejected, (state) => {
        state.failed.collections = true;
      })
      .addCase(fetchCollections.pending, (state) => {
        delete state.failed.collections;
      })
      .addCase(fetchCollections.fulfilled, (state, { payload }) => {
        state.collections = payload;
        state.loaded.collections = true;
      })
      .addCase(fetchCollection.pending, (state, { meta }) => {
        delete state.failed[contentKey('collection', meta.arg)];
      })
      .addCase(fetchCollection.fulfilled, (state, { payload }) => {
        state.collectionData[payload.slug] = payload;
      })
      .addCase(fetchCollection.rejected, (state, action) => settle(state, contentKey('collection', action.meta.arg), action))
      .addCase(fetchArticles.pending, (state, { meta }) => {
        delete state.failed[contentKey('articles', meta.arg)];
      })
      .addCase(fetchArticles.fulfilled, (state, { payload }) => {
        state.articlePages[payload.page] = payload;
      })
      .addCase(fetchArticles.rejected, (state, action) => settle(state, contentKey('articles', action.meta.arg), action))
      .addCase(fetchArticle.pending, (state, { meta }) => {
        delete state.failed[contentKey('article', meta.arg)];
      })
      .addCase(fetchArticle.fulfilled, (state, { payload }) => {
        state.articleData[payload.slug] = payload;
      })
      .addCase(fetchArticle.rejected, (state, action) => settle(state, contentKey('article', action.meta.arg), action))
      .addCase(fetchBlogPosts.fulfilled, (state, { payload }) => {
        state.blogPosts = payload;
      })
      .addCase(fetchPriceGuides.rejected, (state) => {
        state.failed.priceGuides = true;
      })
      .addCase(fetchPriceGuides.pending, (state) => {
        delete state.failed.priceGuides;
      })
      .addCase(fetchPriceGuides.fulfilled, (state, { payload }) => {
        state.priceGuides = payload;
        state.loaded.priceGuides = true;
      })
      .addCase(fetchPriceGuide.pending, (state, { meta }) => {
        delete state.failed[contentKey('price', meta.arg)];
      })
      .addCase(fetchPriceGuide.fulfilled, (state, { payload }) => {
        state.priceGuideData[payload.quote_category.slug] = payload;
      })
      .addCase(fetchPriceGuide.rejected, (state, action) => settle(state, contentKey('price', action.meta.arg), action))
      .addCase(fetchSitePage.pending, (state, { meta }) => {
        delete state.failed[contentKey('page', meta.arg)];
      })
      .addCase(fetchSitePage.fulfilled, (state, { payload }) => {
        state.sitePages = { ...state.sitePages, [payload.slug]: payload };
      })
      .addCase(fetchSitePage.rejected, (state, action) => settle(state, contentKey('page', action.meta.arg), action));
  },
});
