import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ApiClient } from '../api/client';
import type { RootState } from './types';

/** What every thunk gets besides the store: the API client bound to this store. */
export interface ThunkExtra {
  api: ApiClient;
}

export const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: RootState; extra: ThunkExtra }>();
