import { getCatalogue, getCategory, getCities } from '../features/catalogue/shell';
import { type ErrorInfo, toErrorInfo } from '../api/error-info';
import { createAppAsyncThunk } from './thunk';

/** Every genre and category summary (the header search and the catalogue pages need them). */
export const fetchCatalogue = createAppAsyncThunk('category/fetchCatalogue', (_arg: undefined, { extra }) => getCatalogue(extra.api), {
  condition: (_, { getState }) => !getState().category.isFetchingCatalogue,
});

/** One category's detail and questions; skipped when already loaded. */
export const fetchCategory = createAppAsyncThunk<Awaited<ReturnType<typeof getCategory>>, string, { rejectValue: ErrorInfo }>(
  'category/fetchCategory',
  async (slug, { extra, rejectWithValue }) => {
    try {
      return await getCategory(extra.api, slug);
    } catch (error) {
      return rejectWithValue(toErrorInfo(error));
    }
  },
  { condition: (slug, { getState }) => getState().category.categoryData[slug] === undefined },
);

export const fetchCities = createAppAsyncThunk('category/fetchCities', (_arg: undefined, { extra }) => getCities(extra.api), {
  condition: (_, { getState }) => getState().category.cities.length === 0,
});
