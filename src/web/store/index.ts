import { configureStore } from '@reduxjs/toolkit';
import { createApiClient } from '../api/client';
import type { PreloadedState } from '../ssr-contract';
import { appSlice, DEFAULT_APP_CONFIG } from './app-slice';
import { authSlice, initialAuthState } from './auth-slice';
import { categorySlice, initialCategoryState } from './category-slice';
import { discoverySlice, initialDiscoveryState } from '../features/discovery/shell';
import { contentSlice, initialContentState } from '../features/catalogue/shell';
import { initialProjectsState, projectsSlice } from '../features/projects/shell';
import { initialMessagesState, messagesSlice } from '../features/messages/shell';
import { initialWorksState, worksSlice } from '../features/works/shell';
import { initialWalletState, walletSlice } from '../features/wallet/shell';
import type { RootState } from './types';
import { initialUiState, toastAdded, uiSlice } from './ui-slice';
import { initialUserState, userSlice } from './user-slice';
import { sessionGone } from './session-actions';
import { initialServiceState, serviceSlice } from '../features/services/shell';

export type { RootState } from './types';

export interface StoreOptions {
  /** Injected in tests; the browser's fetch otherwise. */
  fetchFn?: typeof fetch;
  /** The mode remembered in the browser; without one the mode follows whether the user has a service. */
  proMode?: boolean;
}

/** The store for one page: built from what the server preloaded, with the API client wired in. */
export function createAppStore(preloaded: PreloadedState | undefined, options: StoreOptions = {}) {
  const preloadedState: RootState = {
    app: preloaded?.app ?? DEFAULT_APP_CONFIG,
    user: initialUserState(preloaded?.user?.me ?? null, options.proMode),
    category: initialCategoryState(preloaded?.category),
    discovery: initialDiscoveryState(preloaded?.discovery),
    content: initialContentState(preloaded?.content),
    ui: initialUiState(),
    auth: initialAuthState(),
    projects: initialProjectsState(),
    works: initialWorksState(),
    messages: initialMessagesState(),
    wallet: initialWalletState(),
    service: initialServiceState(),
  };
  // The client needs the store and the store's thunks need the client; `dispatch` closes the loop.
  let dispatch: ((action: ReturnType<typeof sessionGone> | ReturnType<typeof toastAdded>) => void) | undefined;
  const api = createApiClient({
    getConfig: () => store.getState().app,
    fetchFn: options.fetchFn,
    onSessionGone: () => dispatch?.(sessionGone()),
    onToast: (toast) => dispatch?.(toastAdded(toast)),
  });
  const store = configureStore({
    reducer: { app: appSlice.reducer, user: userSlice.reducer, category: categorySlice.reducer, discovery: discoverySlice.reducer, content: contentSlice.reducer, ui: uiSlice.reducer, auth: authSlice.reducer, projects: projectsSlice.reducer, works: worksSlice.reducer, messages: messagesSlice.reducer, wallet: walletSlice.reducer, service: serviceSlice.reducer },
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api } } }),
  });
  dispatch = store.dispatch;
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
