import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app';
import { createI18n } from './i18n';
import { pageMeta } from './routes/page-meta';
import { matchAppRoute } from './routes/route-table';
import { loadAllScreens } from './routes/screens';
import type { RenderFn } from './ssr-contract';
import { createAppStore } from './store';

// One instance per process: resources are bundled and the language is always zh-TW.
const i18n = createI18n();
const t = i18n.getFixedT('zh-TW', 'dashboard');
// Every screen is loaded once at start: a render to string must never meet a suspended screen.
await loadAllScreens();

/** Server render of a public page: markup for #app plus its title and description. */
export const render: RenderFn = ({ url, state, status }) => {
  const store = createAppStore(state);
  const html = renderToString(
    <StaticRouter location={url}>
      <App store={store} i18n={i18n} initialStatus={status} />
    </StaticRouter>,
  );
  const { pathname, search } = new URL(url, 'http://localhost');
  const match = matchAppRoute(pathname);
  const meta = pageMeta(match, status === 404 || !match, store.getState(), t, (key) => i18n.exists(key), search);
  return { html, title: meta.title, description: meta.description, image: meta.image };
};
