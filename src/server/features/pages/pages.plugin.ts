import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { offersDownload } from '../../../domain/apps/app-stores';
import { CACHE_TTL_SECONDS } from '../../../domain/limits';
import { ROLE_COOKIE } from '../../../web/lib/mode';
import { resolveMode, resolveQuoteRoute, roleRedirect } from '../../../web/routes/route-rules';
import { isRouteEnabled, type RouteMatch, stripLanguagePrefix } from '../../../web/routes/route-table';
import type { PreloadedState } from '../../../web/ssr-contract';
import type { Services } from '../../composition';
import { uncompressed } from '../../lib/http-cache';
import { ibonChannelOpen, isIbonScreen } from '../partners';
import { readUserState } from '../users';
import { buildDocument, buildHashedDocument, NONCE_PLACEHOLDER, templateInlineHashes } from './document';
import { discoveryCacheVersion } from '../discovery';
import { friendlyRedirect } from './friendly-urls';
import { partnerById } from '../partners';
import { type CachedPage, PageCache } from './page-cache';
import { normalisePageUrl } from './page-cache-key';
import { contentCacheVersion, loadPageData, shopCacheVersion } from './page-data';
import { RouteMatches } from './route-matches';
import { PageSecurityHeaders } from './security-headers';
import { sendPage } from './send-page';
import type { WebAssets } from './web-assets';

export type { WebAssets } from './web-assets';

const ONE_YEAR = 31_536_000;
const HTML_CACHE_CONTROL = 'no-cache';
// The dashboard's HTML carries the signed-in user (me): no cache, shared or private, keeps it.
const PRIVATE_HTML_CACHE_CONTROL = 'no-store, private';
const HTML_TYPE = 'text/html; charset=utf-8';
const LANGUAGE_COOKIE = 'i18next';
// Bounds memory: query strings make endless distinct URLs, and a page is kept three times
// (raw, gzip, brotli: about 100 KB together for the home page).
const MAX_CACHED_PAGES = 2000;
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** Serves the built assets and every route of the web app, server-rendering public pages. */
export async function pagesPlugin(app: FastifyInstance, { web, services }: { web: WebAssets; services: Services }) {
  const config = app.config;
  // Public pages are the same for every guest (per-user parts load in the browser): each is
  // rendered and compressed once per version of its data, and its bytes sent as they are.
  const pageCache = new PageCache({ ttlMs: CACHE_TTL_SECONDS * 1000, maxPages: MAX_CACHED_PAGES, maxBytes: MAX_CACHED_BYTES });
  // helmet's headers, computed once; inline elements are allowed by hash (cached pages) or nonce (per-user pages).
  const security = new PageSecurityHeaders(config);
  const templateHashes = templateInlineHashes(web.template);
  const routes = new RouteMatches();

  // The content-hashed bundles under one wildcard route: a route per file would be hundreds of
  // routes to set up at every start. A missing one is a plain 404, never a rendered page.
  await app.register(fastifyStatic, {
    root: join(web.clientDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => res.header('cache-control', `public, max-age=${ONE_YEAR}, immutable`),
  });
  // The few files beside them (icons, the web app manifest) get a route each, so every other
  // path is left to the pages below.
  await app.register(fastifyStatic, {
    root: web.clientDir,
    wildcard: false,
    index: false,
    globIgnore: ['assets/**'],
    allowedPath: (path) => path !== '/index.html' && !path.startsWith('/.vite'),
    setHeaders: (res) => res.header('cache-control', 'public, max-age=3600'),
  });

  /** A route whose flag is off, or of the ibon channel while that partner is not configured (or its flag is off). */
  const routeClosed = (match: RouteMatch) => !isRouteEnabled(match.route, config.flags) || (isIbonScreen(match.route.screen) && !ibonChannelOpen(app));

  await app.register(async (pages) => {
    // Every answer of a page (redirects and errors too) carries the security headers.
    pages.addHook('onRequest', (_request, reply, done) => {
      reply.headers(security.common);
      done();
    });

    pages.get('/*', async (request, reply) => {
      const url = new URL(request.url, 'http://localhost');
      const match = routes.match(url.pathname);
      if (match && routeClosed(match)) return reply.redirect('/', 302);
      // Friendlier spellings (臺北市 and 台北市 for taipei-city, a category's name for its slug) move for good.
      const friendly = await friendlyRedirect(match, services);
      if (friendly) return reply.redirect(`${friendly}${url.search}`, 301);
      if (match?.language && request.cookies[LANGUAGE_COOKIE] !== match.language) {
        reply.setCookie(LANGUAGE_COOKIE, match.language, { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' });
      }
      reply.header('cache-control', HTML_CACHE_CONTROL).type(HTML_TYPE);
      if (partnerMissing(match)) return sendPage(request, reply, await pageCache.get(`${url.pathname}#missing`, '', () => renderPublic(undefined, url)));
      if (match?.route.area === 'ops') return opsPage(reply, url);
      if (match?.route.area === 'dashboard') {
        const quote = match.route.screen === 'quote' ? resolveQuoteRoute(match.params) : undefined;
        if (quote?.kind === 'redirect') return reply.redirect(`${match.language ? `/${match.language}` : ''}${quote.to}`, 302);
        return dashboardPage(request, reply, url);
      }
      // Pages of pros carry the version of their data in the key: a change shows at once.
      // Only the query parameters pages use count, so random ones cannot bypass the cache.
      const version = `${await discoveryCacheVersion(match, services)}${await shopCacheVersion(match, services)}${await contentCacheVersion(match, services)}`;
      const pageUrl = normalisePageUrl(url);
      const page = await pageCache.get(`${pageUrl.pathname}${pageUrl.search}`, version, () => renderPublic(match, pageUrl));
      return sendPage(request, reply, page);
    });
  });

  /** A partner channel's screen exists only with its partner configured and its flag on: else it is not found. */
  function partnerMissing(match: RouteMatch | undefined): boolean {
    return match?.route.partner !== undefined && !partnerById(app, match.route.partner);
  }

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
        appStores: config.appStores,
        sandboxPayments: config.payments.sandbox,
        voiceCodes: app.messaging.voiceCodes,
        mapStyleUrl: config.map?.styleUrl ?? null,
        seonScriptUrl: config.seonScriptUrl ?? null,
        quoting: { welcomeCredit: config.wallet.welcomeCredit, requestMaxQuotes: config.matching.requestMaxQuotes },
        safetyPaymentFee: config.safetyPayments.fee,
      },
    };
  }

  async function renderPublic(match: RouteMatch | undefined, url: URL): Promise<CachedPage> {
    const loaded = await loadPageData(match, services, url.searchParams);
    // No store link configured (or none for the named app): the download page is not found.
    const unoffered = match?.route.screen === 'download' && !offersDownload(match.params.target, config.appStores);
    const data = unoffered ? { ...loaded, status: 404 } : loaded;
    const state: PreloadedState = { ...(await baseState()), category: data.category, discovery: data.discovery, content: data.content, user: { me: null } };
    const rendered = web.render({ url: `${url.pathname}${url.search}`, state, status: data.status });
    const canonicalUrl = `${config.publicUrl}${data.canonicalPath ?? match?.pathname ?? url.pathname}`;
    const document = buildHashedDocument(web.template, { rendered, state, canonicalUrl, preload: web.preloadTags?.(url.pathname) });
    const csp = security.policy({ script: [...templateHashes.script, document.stateScriptHash], style: templateHashes.style });
    return { status: data.status, body: uncompressed(document.html, HTML_TYPE), csp };
  }

  /** Fills a per-user page's nonce placeholder with a fresh nonce, and sets the policy that allows it. */
  function withNonce(html: string, reply: FastifyReply): string {
    const nonces = security.withNonces();
    reply.header('content-security-policy', nonces.policy);
    return html.replaceAll(NONCE_PLACEHOLDER, () => nonces.script);
  }

  /**
   * The operator console renders in the browser: an empty #app and the app's settings, no
   * marketplace user or catalogue, never cached or indexed. The console checks its own session.
   */
  async function opsPage(reply: FastifyReply, url: URL) {
    const rendered = { html: '', title: '營運後台', description: '' };
    const html = buildDocument(web.template, { rendered, state: await baseState(), canonicalUrl: `${config.publicUrl}${url.pathname}`, preload: web.preloadTags?.(url.pathname) });
    return reply.header('cache-control', PRIVATE_HTML_CACHE_CONTROL).header('x-robots-tag', 'noindex, nofollow').send(withNonce(html, reply));
  }

  async function dashboardPage(request: FastifyRequest, reply: FastifyReply, url: URL) {
    // The session (most often remembered), then the user with the wallet balance and the header counts.
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
    const html = buildDocument(web.template, { rendered, state, canonicalUrl: `${config.publicUrl}${url.pathname}`, preload: web.preloadTags?.(url.pathname) });
    return reply.header('cache-control', PRIVATE_HTML_CACHE_CONTROL).send(withNonce(html, reply));
  }
}
