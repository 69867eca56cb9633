import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { configureAnalytics } from './analytics';
import { App } from './app';
import { NOT_FOUND_MARKER } from './features/not-found/not-found-screen';
import { createI18n } from './i18n';
import { languageFromCookie } from './i18n/language';
import { rememberAttribution } from './lib/attribution';
import { ensureDeviceId } from './lib/device-id';
import { rememberedMode } from './lib/mode';
import type { PreloadedState } from './ssr-contract';
import { createAppStore } from './store';

declare global {
  interface Window {
    __PRELOADED_STATE__?: PreloadedState;
  }
}

const preloaded = window.__PRELOADED_STATE__;
delete window.__PRELOADED_STATE__;

const secure = window.location.protocol === 'https:';
ensureDeviceId(document, { secure });
// Partner channels and referrals are remembered for sign-up (the server reads the cookies).
rememberAttribution(document, window.location.pathname, window.location.search, secure);
configureAnalytics(preloaded?.app.analyticsUrl ?? null);

const remembered = rememberedMode(document);
const store = createAppStore(preloaded, { proMode: remembered === null ? undefined : remembered === 'pro' });
const i18n = createI18n(languageFromCookie(document));
const container = document.getElementById('app');
if (!container) throw new Error('#app is missing from the page');

// Public pages arrive rendered (hydrate); dashboard pages arrive with an empty #app (render).
const initialStatus = container.querySelector(NOT_FOUND_MARKER) ? 404 : 200;
const app = (
  <BrowserRouter>
    <App store={store} i18n={i18n} initialStatus={initialStatus} />
  </BrowserRouter>
);
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
