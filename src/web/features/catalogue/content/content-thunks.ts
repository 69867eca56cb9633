import { ApiError } from '../../../api/client';
import { createAppAsyncThunk } from '../../../store/thunk';
import { getSitePage } from '../../site-pages';
import { getArticle, getArticles, getCollection, getCollections, getPriceGuide, getPriceGuides } from '../api/content';

type Failure = { rejectValue: { status: number } };

// The status is all the screens need: 404 shows the not-found page, anything else a retry.
async function withStatus<T>(call: () => Promise<T>, reject: (value: { status: number }) => unknown): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw reject({ status: error instanceof ApiError ? error.status : 0 });
  }
}

export const fetchCollections = createAppAsyncThunk('content/fetchCollections', (_arg: undefined, { extra }) => getCollections(extra.api), {
  condition: (_, { getState }) => !getState().content.loaded.collections,
});

export const fetchCollection = createAppAsyncThunk<Awaited<ReturnType<typeof getCollection>>, string, Failure>(
  'content/fetchCollection',
  (slug, { extra, rejectWithValue }) => withStatus(() => getCollection(extra.api, slug), rejectWithValue),
  { condition: (slug, { getState }) => !getState().content.collectionData[slug] },
);

export const fetchArticles = createAppAsyncThunk<Awaited<ReturnType<typeof getArticles>>, number, Failure>(
  'content/fetchArticles',
  (page, { extra, rejectWithValue }) => withStatus(() => getArticles(extra.api, page), rejectWithValue),
  { condition: (page, { getState }) => !getState().content.articlePages[page] },
);

export const fetchArticle = createAppAsyncThunk<Awaited<ReturnType<typeof getArticle>>, string, Failure>(
  'content/fetchArticle',
  (slug, { extra, rejectWithValue }) => withStatus(() => getArticle(extra.api, slug), rejectWithValue),
  { condition: (slug, { getState }) => !getState().content.articleData[slug] },
);

export const fetchPriceGuides = createAppAsyncThunk('content/fetchPriceGuides', (_arg: undefined, { extra }) => getPriceGuides(extra.api), {
  condition: (_, { getState }) => !getState().content.loaded.priceGuides,
});

export const fetchPriceGuide = createAppAsyncThunk<Awaited<ReturnType<typeof getPriceGuide>>, string, Failure>(
  'content/fetchPriceGuide',
  (slug, { extra, rejectWithValue }) => withStatus(() => getPriceGuide(extra.api, slug), rejectWithValue),
  { condition: (slug, { getState }) => !getState().content.priceGuideData[slug] },
);

export const fetchSitePage = createAppAsyncThunk<Awaited<ReturnType<typeof getSitePage>>, string, Failure>(
  'content/fetchSitePage',
  (slug, { extra, rejectWithValue }) => withStatus(() => getSitePage(extra.api, slug), rejectWithValue),
  { condition: (slug, { getState }) => !getState().content.sitePages?.[slug] },
);
