import { createSlice } from '@reduxjs/toolkit';
import type { SocialProviders } from '../features/session/shell';
import type { FormFailure } from '../api/error-info';
import { fetchSocialProviders, signIn } from './session-thunks';

/** Signing in: whether a sign-in is under way, why the last one failed, and the social providers. */
export interface AuthState {
  signingIn: boolean;
  failure: FormFailure | null;
  providers: SocialProviders | null;
  providersStatus: 'idle' | 'loading' | 'ready' | 'failed';
}

export function initialAuthState(): AuthState {
  return { signingIn: false, failure: null, providers: null, providersStatus: 'idle' };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState(),
  reducers: {
    /** A new form (or tab) starts without the last one's error. */
    signInFailureCleared(state) {
      state.failure = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signIn.pending, (state) => {
        state.signingIn = true;
        state.failure = null;
      })
      .addCase(signIn.fulfilled, (state) => {
        state.signingIn = false;
      })
      .addCase(signIn.rejected, (state, { payload }) => {
        state.signingIn = false;
        state.failure = payload ?? { code: 'client', kind: 'client', messageKey: 'errors>unknown', fields: [], status: 0 };
      })
      .addCase(fetchSocialProviders.pending, (state) => {
        state.providersStatus = 'loading';
      })
      .addCase(fetchSocialProviders.fulfilled, (state, { payload }) => {
        state.providers = payload;
        state.providersStatus = 'ready';
      })
      .addCase(fetchSocialProviders.rejected, (state) => {
        // No buttons rather than broken ones; the other ways to sign in still work.
        state.providers = { providers: [] };
        state.providersStatus = 'failed';
      });
  },
});

export const { signInFailureCleared } = authSlice.actions;
