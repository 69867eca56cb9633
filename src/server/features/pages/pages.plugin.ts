import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { integrationCspSources } from '../../../domain/integrations/integrations';
import { CACHE_TTL_SECONDS } from '../../../domain/limits';
import { ROLE_COOKIE } from '../../../web/lib/mode';
import { resolveMode, resolveQuoteRoute, roleRedirect } from '../../../web/routes/route-rules';
import { isRouteEnabled, matchAppRoute, type RouteMatch, stripLanguagePrefix } from '../../../web/routes/route-table';
import type { PreloadedState } from '../../../web/ssr-contract';
import type { Services } from '../../composition';
import { TtlCache } from '../../lib/ttl-cache';
import { readUserState } from '../users';
import { buildDocument, NONCE_PLACEHOLDER } from './document';
import { discoveryCacheVersion } from '../discovery';
import { friendlyRedirect } from './friendly-urls';
import { normalisePageUrl } from './page-cache-key';
import { loadPageData } from './page-data';
import type { WebAssets } from './web-assets';

export type { WebAssets } from './web-assets';

const ONE_YEAR = 31_536_000;
const HTML_CACHE_CONTROL = 'no-cache';
// The dashboard's HTML carries the signed-in user (me): no cache, shared or private, keeps it.
const PRIVATE_HTML_CACHE_CONTROL = 'no-store, private';
const LANGUAGE_COOKIE = 'i18next';
// Bounds memory: query strings make endless distinct URLs.
const MAX_CACHED_PAGES = 2000;

interface CachedPage {
  status: number;
  html: string;
}

/** Serves the built assets and every route of the web app, server-rendering public pages. */
export async function pagesPlugin(app: FastifyInstance, { web, services }: { web: WebAssets; services: Services }) {
  const config = app.config;
  // Public pages are the same for everyone (per-user parts load in the browser), so they cache.
  const pageCache = new TtlCache<CachedPage>(CACHE_TTL_SECONDS * 1000, MAX_CACHED_PAGES);

  await app.register(fastifyStatic, {
    root: web.clientDir,
    wildcard: false,
    index: false,
    allowedPath: (path) => path !== '/index.html' && !path.startsWith('/.vite'),
    setHeaders: (res, path) => {
      const hashed = path.includes('/assets/');
      res.header('cache-control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600');
    },
  });

  // Sign-in providers' scripts and frames, allowed only when the provider is configured.
  const google = config.social.google ? ['https://accounts.google.com'] : [];
  const facebook = config.social.facebook ? ['https://connect.facebook.net'] : [];
  const facebookFrames = config.social.facebook ? ['https://www.facebook.com', 'https://web.facebook.com'] : [];
  // Tag manager, chat and help widgets, heatmap: only the hosts of those configured (none by default).
  const widgets = integrationCspSources(config.integrations);

  await app.register(async (pages) => {
    await pages.register(helmet, {
      enableCSPNonces: true,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // enableCSPNonces appends the per-response nonce to these two lists.
          scriptSrc: ["'self'", ...google, ...facebook, ...widgets.scriptSrc],
          styleSrc: ["'self'", ...google.map((origin) => `${origin}/gsi/style`), ...widgets.styleSrc],
          imgSrc: ["'self'", 'data:', 'blob:', ...widgets.imgSrc],
          connectSrc: ["'self'", ...(config.analyticsUrl ? [new URL(config.analyticsUrl).origin] : []), ...google, ...facebookFrames, ...widgets.connectSrc],
          frameSrc: ["'self'", ...google, ...facebookFrames, ...widgets.frameSrc],
          ...(widgets.fontSrc.length > 0 ? { fontSrc: ["'self'", 'data:', ...widgets.fontSrc] } : {}),
          // The web app manifest (install prompt) is served from this origin.
          manifestSrc: ["'self'"],
          upgradeInsecureRequests: config.env === 'production' ? [] : null,
        },
      },
      hsts: config.env === 'production',
    });

    pages.get('/*', async (request, reply) => {
      const url = new URL(request.url, 'http://localhost');
      const match = matchAppRoute(url.pathname);
      if (match && !isRouteEnabled(match.route, config.flags)) return reply.redirect('/', 302);
      // Friendlier spellings (臺北市 and 台北市 for taipei-city, a category's name for its slug) move for good.
      const friendly = await friendlyRedirect(match, services);
      if (friendly) return reply.redirect(`${friendly}${url.search}`, 301);
      if (match?.language && request.cookies[LANGUAGE_COOKIE] !== match.language) {
        reply.setCookie(LANGUAGE_COOKIE, match.language, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
      }
      reply.header('cache-control', HTML_CACHE_CONTROL).type('text/html; charset=utf-8');
      if (match?.route.area === 'dashboard') {
        const quote = match.route.screen === 'quote' ? resolveQuoteRoute(match.params) : undefined;
        if (quote?.kind === 'redirect') return reply.redirect(`${match.language ? `/${match.language}` : ''}${quote.to}`, 302);
        return dashboardPage(request, reply, url);
      }
      // Pages of pros carry the version of their data in the key: a change shows at once.
      // Only the query parameters pages use count, so random ones cannot bypass the cache.
      const version = await discoveryCacheVersion(match, services);
      const pageUrl = normalisePageUrl(url);
      const page = await pageCache.get(`${pageUrl.pathname}${pageUrl.search}${version}`, () => renderPublic(match, pageUrl));
      return reply.status(page.status).send(withNonce(page.html, reply));
    });
  });

  async function baseState(): Promise<PreloadedState> {
    return {
      app: {
        integrations: config.integrations,
        release: config.release,
        localeVersions: await services.locales.versions(),
        saveMissingKeys: config.env === 'development',
        apiBase: config.apiPrefix,
        apiKey: config.apiKey,
        publicUrl: config.publicUrl,
        flags: config.flags,
        analyticsUrl: config.analyticsUrl ?? null,
        contentSiteUrl: config.contentSiteUrl ?? null,
        sandboxPayments: config.payments.sandbox,
        quoting: { welcomeCredit: config.wallet.welcomeCredit, requestMaxQuotes: config.matching.requestMaxQuotes },
      },
    };
  }

  async function renderPublic(match: RouteMatch | undefined, url: URL): Promise<CachedPage> {
    const data = await loadPageData(match, services, url.searchParams);
    const state: PreloadedState = { ...(await baseState()), category: data.category, discovery: data.discovery, content: data.content, user: { me: null } };
    const rendered = web.render({ url: `${url.pathname}${url.search}`, state, status: data.status });
    const canonicalUrl = `${config.publicUrl}${data.canonicalPath ?? match?.pathname ?? url.pathname}`;
    return { status: data.status, html: buildDocument(web.template, { rendered, state, canonicalUrl }) };
  }

  async function dashboardPage(request: FastifyRequest, reply: FastifyReply, url: URL) {
    // The session, then the user with the wallet balance and the header counts: two statements.
    const session = await request.loadSession();
    const me = session ? await readUserState(app.db, session.userId) : undefined;
    if (!me) {
      const from = encodeURIComponent(`${url.pathname}${url.search}`);
      return reply.redirect(`/login?from=${from}`, 302);
    }
    // The remembered mode (cookie user_role), else pro only for a user with a service
    // (docs/decisions/0003-start-mode.md), sends a screen of the other mode to this mode's landing.
    const mode = resolveMode(request.cookies[ROLE_COOKIE], me.info.quote_service_count);
    const { pathname, language } = stripLanguagePrefix(url.pathname);
    const byRole = roleRedirect(pathname, mode);
    if (byRole && byRole !== pathname) return reply.redirect(`${language ? `/${language}` : ''}${byRole}`, 302);
    const state: PreloadedState = { ...(await baseState()), user: { me } };
    // The dashboard renders in the browser: an empty #app, the state and the title.
    const rendered = { html: '', title: '我的工作台', description: '' };
    const html = buildDocument(web.template, { rendered, state, canonicalUrl: `${config.publicUrl}${url.pathname}` });
    return reply.header('cache-control', PRIVATE_HTML_CACHE_CONTROL).send(withNonce(html, reply));
  }
}

function withNonce(html: string, reply: FastifyReply): string {
  const nonce = (reply as FastifyReply & { cspNonce?: { script: string } }).cspNonce?.script ?? '';
  return html.replaceAll(NONCE_PLACEHOLDER, () => nonce);
}
