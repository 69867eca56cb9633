import { type AsyncThunkOptions, createAsyncThunk, type GetThunkAPI } from '@reduxjs/toolkit';
import type { ApiClient } from '../api/client';
import { type FormFailure, toFormFailure } from '../api/error-info';
import type { RootState } from './types';

/** What every thunk gets besides the store: the API client bound to this store. */
export interface ThunkExtra {
  api: ApiClient;
}

export const createAppAsyncThunk = createAsyncThunk.withTypes<{ state: RootState; extra: ThunkExtra }>();

/** The thunk set-up of a call to the API whose failure is told as a form failure. */
export type ApiThunkConfig = { state: RootState; extra: ThunkExtra; rejectValue: FormFailure };

/**
 * A thunk around one call to the API: what the call answers is the payload, a failure is
 * rejected with its form failure (`toFormFailure`).
 */
export function createApiThunk<Returned, Arg = void>(
  type: string,
  call: (arg: Arg, thunk: GetThunkAPI<ApiThunkConfig>) => Promise<Returned>,
  options?: AsyncThunkOptions<Arg, ApiThunkConfig>,
) {
  return createAsyncThunk<Returned, Arg, ApiThunkConfig>(
    type,
    async (arg, thunk) => {
      try {
        return await call(arg, thunk);
      } catch (error) {
        return thunk.rejectWithValue(toFormFailure(error));
      }
    },
    options,
  );
}
