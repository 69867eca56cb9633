import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { configureAnalytics } from './analytics';
import { App } from './app';
import { NOT_FOUND_MARKER } from './features/not-found';
import { createBrowserI18n } from './i18n/browser';
import { languageFromCookie } from './i18n/language';
import { NAMESPACES } from './i18n/namespaces';
import { rememberAttribution } from './lib/attribution';
import { configureErrorReporting, installGlobalErrorReporting } from './lib/client-errors';
import { ensureDeviceId } from './lib/device-id';
import { watchInstallPrompt } from './lib/install-prompt';
import { followSignedInPerson, type IdentityGlobals } from './lib/integration-identity';
import { loadIntegrations } from './lib/integrations';
import { rememberedMode } from './lib/mode';
import { matchAppRoute } from './routes/route-table';
import { loadScreen } from './routes/screens';
import type { PreloadedState } from './ssr-contract';
import { createAppStore } from './store';

declare global {
  interface Window {
    __PRELOADED_STATE__?: PreloadedState;
  }
}

const preloaded = window.__PRELOADED_STATE__;
delete window.__PRELOADED_STATE__;

// First, so a failure anywhere below is reported too.
configureErrorReporting({ apiBase: preloaded?.app.apiBase ?? '/api', apiKey: preloaded?.app.apiKey ?? '', release: preloaded?.app.release });
installGlobalErrorReporting(window);
watchInstallPrompt(window);

const secure = window.location.protocol === 'https:';
ensureDeviceId(document, { secure });
// Partner channels and referrals are remembered for sign-up (the server reads the cookies).
rememberAttribution(document, window.location.pathname, window.location.search, secure);
configureAnalytics(preloaded?.app.analyticsUrl ?? null);

const remembered = rememberedMode(document);
const store = createAppStore(preloaded, { proMode: remembered === null ? undefined : remembered === 'pro' });
const container = document.getElementById('app');
if (!container) throw new Error('#app is missing from the page');

// Public pages arrive rendered (hydrate): every namespace they may use is fetched first so the
// first render matches the server's. Dashboard pages arrive with an empty #app (render): the
// default namespace first, the others when a screen asks for them.
const hydrate = container.firstElementChild !== null;
const i18n = await createBrowserI18n(languageFromCookie(document), {
  versions: preloaded?.app.localeVersions,
  preload: hydrate ? NAMESPACES : [],
  saveMissing: preloaded?.app.saveMissingKeys === true,
});

const initialStatus = container.querySelector(NOT_FOUND_MARKER) ? 404 : 200;
// The first screen's chunk (modulepreloaded by the page) is in before the first render: a screen
// that suspended would hydrate after the rest, against a store the rest may have changed by then.
// A chunk that fails here fails again inside the app, where the error boundary shows and reports it.
const firstRoute = initialStatus === 200 ? matchAppRoute(window.location.pathname) : undefined;
if (firstRoute) await loadScreen(firstRoute.route.screen).catch(() => undefined);
const app = (
  <BrowserRouter>
    <App store={store} i18n={i18n} initialStatus={initialStatus} />
  </BrowserRouter>
);
if (hydrate) hydrateRoot(container, app);
else createRoot(container).render(app);

// The tag manager, chat and help widgets and heatmap, when configured, once the page is up.
// Each one is told who is signed in (a pseudonym; see integration-identity.ts), on load when
// signed in, at each sign-in and at sign-out.
window.addEventListener(
  'load',
  () => {
    const integrations = preloaded?.app.integrations;
    loadIntegrations(integrations);
    const identify = followSignedInPerson(integrations, window as unknown as IdentityGlobals, window.location.origin);
    const follow = () => {
      const info = store.getState().user.info;
      void identify(info ? { id: info.id, name: info.full_name, email: info.email } : null);
    };
    follow();
    store.subscribe(follow);
  },
  { once: true },
);
