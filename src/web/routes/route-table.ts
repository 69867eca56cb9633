import { matchPath } from 'react-router';
import type { FeatureFlag, FeatureFlags } from '../../domain/flags/feature-flags';
import { GUEST_QUOTE_PATH, GUEST_REQUEST_PATH, GUEST_SAFETY_PAYMENT_PATH } from '../../domain/guest-links';
import { isProfileAction } from '../../domain/discovery/profile-actions';

/**
 * Every route of spec section 2, in match order. Shared by the server (status codes, login
 * redirects, server rendering) and the client (which screen to show), so the two never disagree.
 */
/** `ops`: the operator console, rendered in the browser only, behind its own sign-in. */
export type RouteArea = 'public' | 'dashboard' | 'ops';
export type Role = 'pro' | 'consumer';

export interface RouteDef {
  /** The screen to render; several paths may share one. */
  screen: string;
  /** react-router path syntax; `?` marks an optional segment. */
  path: string;
  area: RouteArea;
  /** Rendered on the server with preloaded state (public pages people find by search). */
  ssr?: boolean;
  /** Only exists while this feature flag is on; otherwise redirects to /. */
  flag?: FeatureFlag;
  /** Hides the dashboard menu. */
  noMenu?: boolean;
  /** Extra check on the matched params, for paths that share a shape. */
  when?: (params: Record<string, string | undefined>) => boolean;
  /** A partner channel's screen: not found (404) unless this partner is configured (PARTNERS_FILE) with its flag on. */
  partner?: string;
}

const isId = (v: string | undefined) => v !== undefined && /^\d+$/.test(v);

const pub = (screen: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ screen, path, area: 'public', ...extra });
const ssr = (screen: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => pub(screen, path, { ssr: true, ...extra });
const dash = (screen: string, path: string, extra: Partial<RouteDef> = {}): RouteDef => ({
  screen,
  path: path === '' ? '/dashboard' : `/dashboard/${path}`,
  area: 'dashboard',
  ...extra,
});
const ops = (screen: string, path: string): RouteDef => ({ screen, path: path === '' ? '/ops' : `/ops/${path}`, area: 'ops' });

export const ROUTES: readonly RouteDef[] = [
  // Public
  ssr('home', '/'),
  ssr('ibon-app', '/ibon-app'),
  ssr('ibon-app-joinme', '/ibon-app/joinme'),
  ssr('feature-all', '/feature/all'),
  ssr('feature', '/feature/:slug'),
  ssr('genre-all', '/genre/all'),
  ssr('genre', '/genre/:genreName'),
  ssr('genre-category', '/genre/:genreName/:slug'),
  ssr('category', '/category/:slug'),
  ssr('form', '/form/:slug'),
  ssr('info-all', '/info/all'),
  ssr('info', '/info/:slug'),
  ssr('site-page', '/content/:slug'),
  ssr('price-all', '/price'),
  ssr('price', '/price/:slug'),
  ssr('pro', '/pro'),
  ssr('pro-signup', '/pro-signup/:slug'),
  ssr('pro-newyear', '/pro-newyear'),
  ssr('seo', '/seo'),
  ssr('seo-genre', '/seo/:genreName'),
  ssr('pro-list', '/pro-list/:filter?'),
  ssr('pro-search', '/pro-search'),
  ssr('pro-search', '/pro-search/:slug'),
  ssr('nearme', '/nearme/:slug/:city?/:district?'),
  ssr('featured-pros', '/featured-pros'),
  ssr('login', '/login'),
  ssr('signup', '/signup'),
  pub('logout', '/logout'),
  pub('resetpass-email', '/resetpass/email/:email'),
  pub('resetpass', '/resetpass/:hash'),
  pub('activate', '/activate/:userId/:hash'),
  pub('review-invite', '/review/service/:serviceId/:hash'),
  ssr('service', '/service/:serviceId', { when: (p) => isId(p.serviceId) }),
  pub('service-reserve', '/service/:serviceId/reserve/:googleReserveId?', { when: (p) => isId(p.serviceId) }),
  ssr('service', '/service/:serviceId/:slug', { when: (p) => isId(p.serviceId) }),
  // The profile with a dialog open (contact, share, report); an unknown action matches nothing (404).
  ssr('service-action', '/service/:action/:serviceId', { when: (p) => isId(p.serviceId) && isProfileAction(p.action) }),
  ssr('contact', '/contact'),
  ssr('product', '/product/:slug/:amount?', { flag: 'shop' }),
  pub('download', '/download/:target?'),
  pub('payment', '/payment/:hash'),
  // Guest links (spec: guests reach requests and quotes through hash links), from e-mail and SMS.
  pub('guest-request', GUEST_REQUEST_PATH),
  pub('guest-quote', GUEST_QUOTE_PATH),
  pub('guest-safety-payment', GUEST_SAFETY_PAYMENT_PATH, { flag: 'safetyPayment' }),
  // The 55688life channel (docs/partners.md): its landing and request form, and the signed-in
  // person's requests and orders (sign-in required, as on the dashboard); an unknown action is a 404.
  pub('partner-55688', '/55688life/:action?', { flag: 'partnerChannel', partner: '55688life', when: (p) => p.action === undefined || p.action === 'request' }),
  {
    screen: 'partner-55688',
    path: '/55688life/:action',
    area: 'dashboard',
    flag: 'partnerChannel',
    partner: '55688life',
    when: (p) => p.action === 'requests' || p.action === 'orders',
  },
  // The telecom partner's channel (docs/fet.md): its landing and screens; an unknown screen is a 404.
  pub('fet', '/fet', { flag: 'telecomPartner', partner: 'fet' }),
  pub('fet', '/fet/:screen', {
    flag: 'telecomPartner',
    partner: 'fet',
    when: (p) => ['quick-buy', 'all-categories', 'search', 'search-result', 'discount'].includes(p.screen ?? ''),
  }),

  // Dashboard (login required)
  dash('dashboard-home', ''),
  dash('inbox', 'inbox'),
  dash('ibon-orders', 'ibon-orders/:pageNumber?'),
  dash('ibon-order', 'ibon-order/:orderId'),
  dash('onboarding', 'onboarding/:serviceId?/:temp?'),
  dash('payfee', 'payfee/:orderID'),
  dash('requests', 'requests'),
  dash('requests-case', 'requests/case/:requestId?'),
  dash('request-detail', 'requests/:bidId/:detail?', { noMenu: true }),
  dash('works', 'works'),
  dash('work-detail', 'works/:bidId/:detail?'),
  dash('quote-list', 'projects/quotelist/:requestId/:action?'),
  dash('quote', 'projects/quote/:requestId/:quoteId/:details?'),
  dash('quote', 'projects/quote/:quoteId'),
  dash('projects', 'projects/:page?'),
  dash('services', 'services/:serviceId?/:index?/:active?'),
  dash('profiles', 'profiles/:serviceId?/:index?/:active?'),
  dash('calendar', 'calendar/:serviceId?/:index?', { flag: 'calendar' }),
  dash('certification', 'certification/:cert_id?'),
  dash('invoice-settings', 'settings/invoice', { flag: 'invoiceSettings' }),
  dash('blocked-users', 'settings/blocked_users'),
  dash('settings', 'settings/:path?/:param1?'),
  dash('charge-application', 'charge_application/:type?'),
  dash('business-loan', 'business-loan', { flag: 'businessLoan' }),
  dash('pricing', 'pricing/:target?'),
  dash('purchases', 'purchases'),
  dash('transaction', 'transaction'),
  dash('credit', 'credit'),
  dash('free-credits', 'free-credits/:index?'),
  dash('preview-guide', 'preview-guide'),
  dash('safety-payments', 'safety-payments/:bidId?/:pid?/:detail?', { flag: 'safetyPayment' }),
  dash('email-change', 'email_change'),
  dash('trust-fund-query', 'trust_fund_query'),
  dash('google-reserve', 'google-reserve', { flag: 'mapsReservation' }),
  dash('shop', 'shop', { flag: 'shop' }),
  dash('shop-add', 'shop/add', { flag: 'shop' }),
  dash('shop-product', 'shop/product/:action/:serviceId/:categoryId/:shopItemId?', { flag: 'shop' }),
  dash('shop-category', 'shop/category/:serviceCategoryId', { flag: 'shop' }),
  dash('shop-category-settings', 'shop/category/:serviceCategoryId/settings/:action?', { flag: 'shop' }),
  dash('shop-orders', 'shop/orders', { flag: 'shop' }),
  dash('shop-order', 'shop/order/:orderId', { flag: 'shop' }),
  dash('shop-consumer-orders', 'shop-consumer/orders', { flag: 'shop' }),
  dash('shop-consumer-order', 'shop-consumer/order/:orderId', { flag: 'shop' }),
  dash('shop-consumer-favorite', 'shop-consumer/favorite', { flag: 'shop' }),
  dash('shop-consumer-cart', 'shop-consumer/cart', { flag: 'shop' }),
  dash('shop-consumer-checkout', 'shop-consumer/checkout/:serviceId', { flag: 'shop' }),
  dash('photo-favorite', 'photo/favorite', { flag: 'photo' }),
  dash('appointment', 'appointment'),
  dash('appointment-detail', 'appointment/:appointmentId'),

  // The operator console (its own sign-in and session, never the marketplace's)
  ops('ops-login', 'login'),
  ops('ops-home', ''),
  ops('ops-audit', 'audit'),
  ops('ops-wallet-adjustments', 'wallet-adjustments'),
  ops('ops-queues', 'queues'),
  ops('ops-certificates', 'certificates'),
  ops('ops-certificate', 'certificates/:certificateId'),
  ops('ops-charge-applications', 'charge_applications'),
  ops('ops-charge-application', 'charge_applications/:applicationId'),
  ops('ops-shop-items', 'shop_items'),
  ops('ops-shop-item', 'shop_items/:itemId'),
  ops('ops-service-reports', 'service_reports'),
  ops('ops-service-report', 'service_reports/:reportId'),
  ops('ops-business-loans', 'business_loans'),
  ops('ops-business-loan', 'business_loans/:loanId'),
  ops('ops-refund-disputes', 'refund_disputes'),
  ops('ops-refund-dispute', 'refund_disputes/:disputeId'),
  ops('ops-payout-batches', 'payout_batches'),
  ops('ops-payout-batch', 'payout_batches/:batchId'),
  ops('ops-einvoice-failures', 'einvoices/failures'),
  ops('ops-users', 'users'),
  ops('ops-user', 'users/:userId'),
  ops('ops-contact-messages', 'contact-messages'),
  ops('ops-contact-message', 'contact-messages/:id'),
  ops('ops-jobs', 'jobs'),
  ops('ops-login-risk', 'login-risk'),
  ops('ops-reports', 'reports'),
  ops('ops-moderation', 'moderation/:userId'),
  ops('ops-purchases', 'purchases'),
  ops('ops-finance', 'finance'),
  ops('ops-free-credit-events', 'free-credit-events'),
  ops('ops-referral-settings', 'referral-settings'),
  ops('ops-catalogue', 'catalogue'),
  ops('ops-genres', 'catalogue/genres'),
  ops('ops-cities', 'catalogue/cities'),
  ops('ops-city', 'catalogue/cities/:id'),
  ops('ops-category', 'catalogue/:id'),
  ops('ops-content-pages', 'content/:kind'),
  ops('ops-content-page', 'content/:kind/:key'),
];

export const LANGUAGE_PREFIXES = ['zh-TW'] as const;

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string | undefined>;
  /** The path without its language prefix. */
  pathname: string;
  /** The language prefix the visitor used, if any. */
  language: string | undefined;
}

/** Splits `/zh-TW/category/x` into the language and `/category/x`. */
export function stripLanguagePrefix(pathname: string): { pathname: string; language: string | undefined } {
  for (const language of LANGUAGE_PREFIXES) {
    if (pathname === `/${language}`) return { pathname: '/', language };
    if (pathname.startsWith(`/${language}/`)) return { pathname: pathname.slice(language.length + 1), language };
  }
  return { pathname, language: undefined };
}

/** The route a path shows, at the root or under a language prefix; undefined is a 404. */
export function matchAppRoute(rawPathname: string): RouteMatch | undefined {
  const { pathname, language } = stripLanguagePrefix(rawPathname);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const route of ROUTES) {
    const match = matchPath({ path: route.path, end: true }, trimmed);
    if (match && (!route.when || route.when(match.params))) {
      return { route, params: match.params, pathname: trimmed, language };
    }
  }
  return undefined;
}

/** Whether a matched route exists under the current flags (a flagged-off route goes to /). */
export function isRouteEnabled(route: RouteDef, flags: FeatureFlags): boolean {
  return route.flag === undefined || flags[route.flag];
}
