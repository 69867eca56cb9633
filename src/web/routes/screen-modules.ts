/**
 * Where each screen's component lives: its module under src/web/ and the export to render.
 * Every screen is its own lazy chunk, so a page downloads only the screens it shows. Plain data
 * (no imports): the server render reads it too, to name a page's chunks in the Vite manifest.
 */
export interface ScreenModule {
  /** Path under src/web/, as in the Vite manifest (`src/web/<file>`). */
  file: string;
  /** The module's export that is the screen component. */
  name: string;
}

const named = (file: string, name: string): ScreenModule => ({ file, name });
const byDefault = (file: string): ScreenModule => ({ file, name: 'default' });

export const PUBLIC_SCREEN_MODULES: Readonly<Record<string, ScreenModule>> = {
  home: named('features/home/home-screen.tsx', 'HomeScreen'),
  product: named('features/shop-public/product-screen.tsx', 'ProductScreen'),
  payment: named('features/pay-link/payment-screen.tsx', 'PaymentScreen'),
  'genre-all': named('features/catalogue/genre-all-screen.tsx', 'GenreAllScreen'),
  'review-invite': named('features/reviews/review-invite-screen.tsx', 'ReviewInviteScreen'),
  genre: named('features/catalogue/genre-screen.tsx', 'GenreScreen'),
  'genre-category': named('features/catalogue/category-screen.tsx', 'CategoryScreen'),
  category: named('features/catalogue/category-screen.tsx', 'CategoryScreen'),
  'feature-all': named('features/catalogue/content/feature-all-screen.tsx', 'FeatureAllScreen'),
  feature: named('features/catalogue/content/feature-screen.tsx', 'FeatureScreen'),
  'info-all': named('features/catalogue/content/info-all-screen.tsx', 'InfoAllScreen'),
  info: named('features/catalogue/content/info-screen.tsx', 'InfoScreen'),
  'site-page': named('features/catalogue/content/site-page-screen.tsx', 'SitePageScreen'),
  'pro-newyear': named('features/catalogue/content/pro-newyear-screen.tsx', 'ProNewyearScreen'),
  'price-all': named('features/catalogue/content/price-all-screen.tsx', 'PriceAllScreen'),
  price: named('features/catalogue/content/price-screen.tsx', 'PriceScreen'),
  seo: named('features/catalogue/content/seo-screens.tsx', 'SeoScreen'),
  'seo-genre': named('features/catalogue/content/seo-screens.tsx', 'SeoGenreScreen'),
  form: named('features/request-form/request-form-screen.tsx', 'RequestFormScreen'),
  logout: named('features/session/logout-screen.tsx', 'LogoutScreen'),
  login: named('features/auth/login-screen.tsx', 'LoginScreen'),
  signup: named('features/auth/signup-screen.tsx', 'SignupScreen'),
  'pro-signup': named('features/auth/pro-signup-screen.tsx', 'ProSignupScreen'),
  'resetpass-email': named('features/auth/resetpass-email-screen.tsx', 'ResetpassEmailScreen'),
  resetpass: named('features/auth/resetpass-screen.tsx', 'ResetpassScreen'),
  activate: named('features/auth/activate-screen.tsx', 'ActivateScreen'),
  'pro-list': named('features/discovery/pro-list-screen.tsx', 'ProListScreen'),
  'pro-search': named('features/discovery/pro-list-screen.tsx', 'ProListScreen'),
  nearme: named('features/discovery/pro-list-screen.tsx', 'ProListScreen'),
  'featured-pros': named('features/discovery/pro-list-screen.tsx', 'ProListScreen'),
  service: named('features/discovery/pro-profile-screen.tsx', 'ProProfileScreen'),
  'service-action': named('features/discovery/pro-profile-screen.tsx', 'ProProfileScreen'),
  'service-reserve': named('features/reserve/reserve-screen.tsx', 'ReserveScreen'),
  pro: named('features/discovery/pro-landing-screen.tsx', 'ProLandingScreen'),
  'guest-request': named('features/guest-links/guest-request-screen.tsx', 'GuestRequestScreen'),
  'guest-quote': named('features/guest-links/guest-quote-screen.tsx', 'GuestQuoteScreen'),
  'guest-safety-payment': named('features/safety-payments/guest-payment-screen.tsx', 'GuestPaymentScreen'),
  contact: named('features/contact/contact-screen.tsx', 'ContactScreen'),
  download: named('features/app-download/download-screen.tsx', 'DownloadScreen'),
  'ibon-app': named('features/partners/ibon/ibon-app-screen.tsx', 'IbonAppScreen'),
  'ibon-app-joinme': named('features/partners/ibon/ibon-joinme-screen.tsx', 'IbonJoinmeScreen'),
  'partner-55688': named('features/partners/life-channel-screen.tsx', 'LifeChannelScreen'),
  fet: named('features/partners/fet/fet-channel-screen.tsx', 'FetChannelScreen'),
};

export const DASHBOARD_SCREEN_MODULES: Readonly<Record<string, ScreenModule>> = {
  payfee: byDefault('features/pay-link/payfee-screen.tsx'),
  'safety-payments': byDefault('features/safety-payments/safety-payments-screen.tsx'),
  'ibon-orders': byDefault('features/partners/ibon/ibon-orders-screen.tsx'),
  'ibon-order': byDefault('features/partners/ibon/ibon-order-screen.tsx'),
  settings: byDefault('features/settings/settings-screen.tsx'),
  'blocked-users': byDefault('features/blocking/blocked-users-screen.tsx'),
  certification: byDefault('features/certification/certification-screen.tsx'),
  'charge-application': byDefault('features/charge-application/charge-application-screen.tsx'),
  'business-loan': byDefault('features/business-loan/business-loan-screen.tsx'),
  shop: byDefault('features/shop/shop-screen.tsx'),
  'shop-add': byDefault('features/shop/shop-add-screen.tsx'),
  'shop-product': byDefault('features/shop/shop-product-screen.tsx'),
  'shop-category': byDefault('features/shop/shop-category-screen.tsx'),
  'shop-category-settings': byDefault('features/shop/shop-category-settings-screen.tsx'),
  'email-change': byDefault('features/settings/email-change-screen.tsx'),
  'invoice-settings': byDefault('features/invoice-settings/invoice-settings-screen.tsx'),
  'trust-fund-query': byDefault('features/trust-fund/trust-fund-screen.tsx'),
  'free-credits': byDefault('features/free-credits/free-credits-screen.tsx'),
  projects: byDefault('features/projects/projects-screen.tsx'),
  'quote-list': byDefault('features/projects/quote-list-screen.tsx'),
  quote: byDefault('features/projects/quote-screen.tsx'),
  inbox: byDefault('features/messages/inbox-screen.tsx'),
  requests: byDefault('features/works/requests-screen.tsx'),
  'requests-case': byDefault('features/job-center/job-center-screen.tsx'),
  'request-detail': byDefault('features/works/lead-screen.tsx'),
  works: byDefault('features/works/works-screen.tsx'),
  'work-detail': byDefault('features/works/lead-screen.tsx'),
  services: byDefault('features/services/services-screen.tsx'),
  profiles: byDefault('features/services/services-screen.tsx'),
  onboarding: byDefault('features/services/onboarding/onboarding-screen.tsx'),
  'preview-guide': byDefault('features/services/preview-guide-screen.tsx'),
  calendar: byDefault('features/calendar/calendar-screen.tsx'),
  appointment: byDefault('features/appointments/appointments-screen.tsx'),
  'appointment-detail': byDefault('features/appointments/appointment-detail-screen.tsx'),
  'google-reserve': byDefault('features/google-reserve/google-reserve-screen.tsx'),
  credit: byDefault('features/wallet/credit-screen.tsx'),
  transaction: byDefault('features/wallet/transaction-screen.tsx'),
  purchases: byDefault('features/wallet/purchases-screen.tsx'),
  pricing: byDefault('features/wallet/pricing-screen.tsx'),
  'photo-favorite': byDefault('features/photos/liked-photos-screen.tsx'),
  'shop-consumer-favorite': byDefault('features/shop-public/favorites-screen.tsx'),
  'shop-orders': byDefault('features/shop-orders/orders-screen.tsx'),
  'shop-consumer-orders': byDefault('features/shop-orders/orders-screen.tsx'),
  'shop-order': byDefault('features/shop-orders/order-screen.tsx'),
  'shop-consumer-order': byDefault('features/shop-orders/order-screen.tsx'),
  'shop-consumer-cart': byDefault('features/shop-orders/cart-screen.tsx'),
  'shop-consumer-checkout': byDefault('features/shop-orders/checkout-screen.tsx'),
};

/** The operator console's screens: chunks of their own, never loaded by marketplace pages. */
export const OPS_SCREEN_MODULES: Readonly<Record<string, ScreenModule>> = {
  'ops-login': byDefault('features/ops/ops-login-screen.tsx'),
  'ops-home': byDefault('features/ops/ops-home-screen.tsx'),
  'ops-audit': byDefault('features/ops/ops-audit-screen.tsx'),
  'ops-wallet-adjustments': byDefault('features/ops/ops-wallet-adjustments-screen.tsx'),
  'ops-queues': byDefault('features/ops/queue-overview-screen.tsx'),
  'ops-certificates': byDefault('features/ops/ops-certificates-screen.tsx'),
  'ops-certificate': byDefault('features/ops/ops-certificate-screen.tsx'),
  'ops-charge-applications': byDefault('features/ops/ops-charge-applications-screen.tsx'),
  'ops-charge-application': byDefault('features/ops/ops-charge-application-screen.tsx'),
  'ops-shop-items': byDefault('features/ops/ops-shop-items-screen.tsx'),
  'ops-shop-item': byDefault('features/ops/ops-shop-item-screen.tsx'),
  'ops-service-reports': byDefault('features/ops/ops-service-reports-screen.tsx'),
  'ops-service-report': byDefault('features/ops/ops-service-report-screen.tsx'),
  'ops-business-loans': byDefault('features/ops/ops-business-loans-screen.tsx'),
  'ops-business-loan': byDefault('features/ops/ops-business-loan-screen.tsx'),
  'ops-refund-disputes': byDefault('features/ops/ops-refund-disputes-screen.tsx'),
  'ops-refund-dispute': byDefault('features/ops/ops-refund-dispute-screen.tsx'),
  'ops-payout-batches': byDefault('features/ops/ops-payout-batches-screen.tsx'),
  'ops-payout-batch': byDefault('features/ops/ops-payout-batch-screen.tsx'),
  'ops-einvoice-failures': byDefault('features/ops/ops-einvoice-failures-screen.tsx'),
  'ops-users': byDefault('features/ops/ops-users-screen.tsx'),
  'ops-user': byDefault('features/ops/ops-user-screen.tsx'),
  'ops-contact-messages': byDefault('features/ops/ops-contact-messages-screen.tsx'),
  'ops-contact-message': byDefault('features/ops/ops-contact-message-screen.tsx'),
  'ops-jobs': byDefault('features/ops/ops-jobs-screen.tsx'),
  'ops-login-risk': byDefault('features/ops/ops-login-risk-screen.tsx'),
  'ops-reports': byDefault('features/ops/ops-reports-screen.tsx'),
  'ops-moderation': byDefault('features/ops/ops-moderation-screen.tsx'),
  'ops-purchases': byDefault('features/ops/ops-purchases-screen.tsx'),
  'ops-finance': byDefault('features/ops/ops-finance-screen.tsx'),
  'ops-free-credit-events': byDefault('features/ops/ops-free-credit-events-screen.tsx'),
  'ops-referral-settings': byDefault('features/ops/ops-referral-settings-screen.tsx'),
  'ops-catalogue': byDefault('features/ops/ops-catalogue-screen.tsx'),
  'ops-category': byDefault('features/ops/ops-category-screen.tsx'),
  'ops-genres': byDefault('features/ops/ops-genres-screen.tsx'),
  'ops-cities': byDefault('features/ops/ops-cities-screen.tsx'),
  'ops-city': byDefault('features/ops/ops-city-screen.tsx'),
  'ops-content-pages': byDefault('features/ops/ops-content-pages-screen.tsx'),
  'ops-content-page': byDefault('features/ops/ops-content-page-screen.tsx'),
};

/** The outlines shown for screens without a component of their own yet. */
export const PUBLIC_PLACEHOLDER_MODULE = named('features/placeholder/placeholder-screen.tsx', 'PlaceholderScreen');
export const DASHBOARD_PLACEHOLDER_MODULE = byDefault('features/placeholder/dashboard-placeholder-screen.tsx');

/** The module that renders a screen key in its area (its own, or the area's placeholder). */
export function screenModule(screen: string, area: 'public' | 'dashboard' | 'ops'): ScreenModule {
  if (area === 'ops') return OPS_SCREEN_MODULES[screen] ?? PUBLIC_PLACEHOLDER_MODULE;
  if (area === 'dashboard') return DASHBOARD_SCREEN_MODULES[screen] ?? DASHBOARD_PLACEHOLDER_MODULE;
  return PUBLIC_SCREEN_MODULES[screen] ?? PUBLIC_PLACEHOLDER_MODULE;
}
