import { type ApiClient, ApiError } from '../../../api/client';
import type { RootState } from '../../../store/types';
import { createAppAsyncThunk } from '../../../store/thunk';
import { getSitePage } from '../../site-pages';
import { getArticle, getArticles, getBlogPosts, getCollection, getCollections, getPriceGuide, getPriceGuides } from '../api/content';

type Failure = { rejectValue: { status: number } };

// The status is all the screens need: 404 shows the not-found page, anything else a retry.
async function withStatus<T>(call: () => Promise<T>, reject: (value: { status: number }) => unknown): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw reject({ status: error instanceof ApiError ? error.status : 0 });
  }
}

/** One item by its slug or page: fetched once, and a failure keeps only its HTTP status. */
function keyedContent<T, A extends string | number>(name: string, get: (api: ApiClient, arg: A) => Promise<T>, held: (state: RootState, arg: A) => unknown) {
  return createAppAsyncThunk<T, A, Failure>(`content/${name}`, (arg, { extra, rejectWithValue }) => withStatus(() => get(extra.api, arg), rejectWithValue), {
    condition: (arg, { getState }) => !held(getState(), arg),
  });
}

export const fetchCollections = createAppAsyncThunk('content/fetchCollections', (_arg: undefined, { extra }) => getCollections(extra.api), {
  condition: (_, { getState }) => !getState().content.loaded.collections,
});

export const fetchCollection = keyedContent('fetchCollection', getCollection, (state, slug: string) => state.content.collectionData[slug]);

export const fetchArticles = keyedContent('fetchArticles', getArticles, (state, page: number) => state.content.articlePages[page]);

export const fetchArticle = keyedContent('fetchArticle', getArticle, (state, slug: string) => state.content.articleData[slug]);

export const fetchBlogPosts = createAppAsyncThunk('content/fetchBlogPosts', (_arg: undefined, { extra }) => getBlogPosts(extra.api), {
  condition: (_, { getState }) => getState().content.blogPosts === null,
});

export const fetchPriceGuides = createAppAsyncThunk('content/fetchPriceGuides', (_arg: undefined, { extra }) => getPriceGuides(extra.api), {
  condition: (_, { getState }) => !getState().content.loaded.priceGuides,
});

export const fetchPriceGuide = keyedContent('fetchPriceGuide', getPriceGuide, (state, slug: string) => state.content.priceGuideData[slug]);

export const fetchSitePage = keyedContent('fetchSitePage', getSitePage, (state, slug: string) => state.content.sitePages?.[slug]);
