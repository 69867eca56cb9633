import type { i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router';
import { ErrorBoundary } from './components/error-boundary';
import { SandboxBanner } from './components/page-frame/sandbox-banner';
import { PopupHost } from './components/popups/popup-host';
import { StatusModalHost } from './components/status-modal-host';
import { SmartBanner } from './features/app-download/shell';
import { CallHost } from './features/calls/shell';
import { NotificationPrompt } from './features/push/shell';
import { ToastHost } from './components/toast-host';
import { RouteView } from './routes/route-view';
import type { AppStore } from './store';
import './styles/index.css';

export interface AppProps {
  store: AppStore;
  i18n: I18n;
  /** The server's status for the first page; 404 shows the not-found screen. */
  initialStatus?: number;
}

/** The whole app inside a router (BrowserRouter in the browser, StaticRouter on the server). */
export function App({ store, i18n, initialStatus = 200 }: AppProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        {/*
         * One boundary around the whole page, for the screens' lazy chunks. A server-rendered page
         * hydrates a Suspense boundary in a pass after its parent's, once the parent's effects
         * have run: a boundary around the screen alone would let the route's effects (asking who
         * is signed in, ...) change the store before the screen hydrates, and the screen would
         * not match the server's HTML. Navigations are transitions, so this fallback never
         * replaces a page on screen; a screen's chunk is waited for with the old page showing.
         */}
        <Suspense fallback={null}>
          {/* Above every screen, framed or not (sign-in, pay links), so a demo never looks real. */}
          <SandboxBanner />
          <SmartBanner />
          <ErrorBoundary>
            <Routes>
              <Route path="*" element={<RouteView initialStatus={initialStatus} />} />
            </Routes>
          </ErrorBoundary>
          <ToastHost />
          <StatusModalHost />
          <PopupHost />
          <NotificationPrompt />
          <CallHost />
        </Suspense>
      </I18nextProvider>
    </Provider>
  );
}
