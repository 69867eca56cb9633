import { createSlice } from '@reduxjs/toolkit';
import { FEATURE_FLAGS, type FeatureFlags } from '../../domain/flags/feature-flags';
import type { AppConfigState } from '../ssr-contract';

const allFlagsOn = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as FeatureFlags;

/** Used when no state was preloaded (tests, a page opened from disk). */
export const DEFAULT_APP_CONFIG: AppConfigState = {
  apiBase: '/api',
  apiKey: '',
  publicUrl: '',
  flags: allFlagsOn,
  analyticsUrl: null,
};

/** Static configuration from the server; nothing changes it after start. */
export const appSlice = createSlice({
  name: 'app',
  initialState: DEFAULT_APP_CONFIG,
  reducers: {},
});
