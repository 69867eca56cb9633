import { createSlice } from '@reduxjs/toolkit';
import type { CategoryShowcaseResponse, DiscoveryPreload, ProListPage, ProProfileResponse } from '../../../domain/discovery/discovery.types';
import { type ProListRequest, proListKey } from '../../../domain/discovery/list-request';
import { ApiError } from '../../api/client';
import { createAppAsyncThunk } from '../../store/thunk';
import { getCategoryShowcase, getProList, getProProfile } from './api/discovery';

export type LoadState = 'loading' | 'notFound' | 'failed';

export interface DiscoveryState extends DiscoveryPreload {
  /** Loads under way or failed, by the same keys. */
  status: Record<string, LoadState>;
}

export function profileKey(id: number, reviewsPage: number): string {
  return `${id}:${reviewsPage}`;
}

export function initialDiscoveryState(preload: Partial<DiscoveryPreload> = {}): DiscoveryState {
  return { lists: preload.lists ?? {}, profiles: preload.profiles ?? {}, figures: preload.figures ?? null, showcases: preload.showcases ?? {}, status: {} };
}

const failure = (error: unknown): LoadState => (error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed');

export const fetchProList = createAppAsyncThunk<ProListPage, ProListRequest, { rejectValue: LoadState }>(
  'discovery/fetchProList',
  async (request, { extra, rejectWithValue }) => {
    try {
      return await getProList(extra.api, request);
    } catch (error) {
      return rejectWithValue(failure(error));
    }
  },
  { condition: (request, { getState }) => getState().discovery.status[proListKey(request)] !== 'loading' },
);

export const fetchProProfile = createAppAsyncThunk<ProProfileResponse, { id: number; reviewsPage: number }, { rejectValue: LoadState }>(
  'discovery/fetchProProfile',
  async ({ id, reviewsPage }, { extra, rejectWithValue }) => {
    try {
      return await getProProfile(extra.api, id, reviewsPage);
    } catch (error) {
      return rejectWithValue(failure(error));
    }
  },
  { condition: ({ id, reviewsPage }, { getState }) => getState().discovery.status[profileKey(id, reviewsPage)] !== 'loading' },
);

export function showcaseKey(slug: string): string {
  return `showcase:${slug}`;
}

export const fetchCategoryShowcase = createAppAsyncThunk<CategoryShowcaseResponse, string, { rejectValue: LoadState }>(
  'discovery/fetchCategoryShowcase',
  async (slug, { extra, rejectWithValue }) => {
    try {
      return await getCategoryShowcase(extra.api, slug);
    } catch (error) {
      return rejectWithValue(failure(error));
    }
  },
  { condition: (slug, { getState }) => getState().discovery.status[showcaseKey(slug)] !== 'loading' },
);

export const discoverySlice = createSlice({
  name: 'discovery',
  initialState: initialDiscoveryState(),
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchProList.pending, (state, { meta }) => {
        state.status[proListKey(meta.arg)] = 'loading';
      })
      .addCase(fetchProList.fulfilled, (state, { payload, meta }) => {
        const key = proListKey(meta.arg);
        state.lists[key] = payload;
        delete state.status[key];
      })
      .addCase(fetchProList.rejected, (state, { payload, meta }) => {
        state.status[proListKey(meta.arg)] = payload ?? 'failed';
      })
      .addCase(fetchProProfile.pending, (state, { meta }) => {
        state.status[profileKey(meta.arg.id, meta.arg.reviewsPage)] = 'loading';
      })
      .addCase(fetchProProfile.fulfilled, (state, { payload, meta }) => {
        const key = profileKey(meta.arg.id, meta.arg.reviewsPage);
        state.profiles[key] = payload;
        delete state.status[key];
      })
      .addCase(fetchProProfile.rejected, (state, { payload, meta }) => {
        state.status[profileKey(meta.arg.id, meta.arg.reviewsPage)] = payload ?? 'failed';
      })
      .addCase(fetchCategoryShowcase.pending, (state, { meta }) => {
        state.status[showcaseKey(meta.arg)] = 'loading';
      })
      .addCase(fetchCategoryShowcase.fulfilled, (state, { payload, meta }) => {
        state.showcases = { ...state.showcases, [meta.arg]: payload };
        delete state.status[showcaseKey(meta.arg)];
      })
      .addCase(fetchCategoryShowcase.rejected, (state, { payload, meta }) => {
        state.status[showcaseKey(meta.arg)] = payload ?? 'failed';
      });
  },
});
