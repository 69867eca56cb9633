import { lazy } from 'react';
import { CategoryScreen, FeatureAllScreen, FeatureScreen, GenreAllScreen, GenreScreen, InfoAllScreen, InfoScreen, PriceAllScreen, PriceScreen, SeoGenreScreen, SeoScreen, SitePageScreen } from '../features/catalogue';
import { ActivateScreen, LoginScreen, ProSignupScreen, ResetpassEmailScreen, ResetpassScreen, SignupScreen } from '../features/auth';
import { ProLandingScreen, ProListScreen, ProProfileScreen } from '../features/discovery';
import { ReserveScreen } from '../features/reserve';
import { HomeScreen } from '../features/home';
import { GuestQuoteScreen, GuestRequestScreen } from '../features/guest-links';
import { PaymentScreen } from '../features/pay-link';
import { ReviewInviteScreen } from '../features/reviews';
import { PlaceholderScreen } from '../features/placeholder';
import { RequestFormScreen } from '../features/request-form';
import { LogoutScreen } from '../features/session';
import { withTimeout } from '../lib/with-timeout';
import { ROUTES } from './route-table';
import type { ScreenComponent } from './screen-types';

/**
 * Screen key (route-table `screen`) to component. Public screens are imported eagerly so the
 * server render and the first client render match; dashboard screens load on demand.
 */
const PUBLIC_SCREENS: Record<string, ScreenComponent> = {
  home: HomeScreen,
  payment: PaymentScreen,
  'genre-all': GenreAllScreen,
  'review-invite': ReviewInviteScreen,
  genre: GenreScreen,
  'genre-category': CategoryScreen,
  category: CategoryScreen,
  'feature-all': FeatureAllScreen,
  feature: FeatureScreen,
  'info-all': InfoAllScreen,
  info: InfoScreen,
  'site-page': SitePageScreen,
  'price-all': PriceAllScreen,
  price: PriceScreen,
  seo: SeoScreen,
  'seo-genre': SeoGenreScreen,
  form: RequestFormScreen,
  logout: LogoutScreen,
  login: LoginScreen,
  signup: SignupScreen,
  'pro-signup': ProSignupScreen,
  'resetpass-email': ResetpassEmailScreen,
  resetpass: ResetpassScreen,
  activate: ActivateScreen,
  'pro-list': ProListScreen,
  'pro-search': ProListScreen,
  nearme: ProListScreen,
  'featured-pros': ProListScreen,
  service: ProProfileScreen,
  'service-reserve': ReserveScreen,
  pro: ProLandingScreen,
  'guest-request': GuestRequestScreen,
  'guest-quote': GuestQuoteScreen,
};

const DashboardPlaceholder = lazy(() => withTimeout(import('../features/placeholder/dashboard-placeholder-screen')));

// Dashboard screens with a component of their own are added here (lazy, like the placeholder).
const DASHBOARD_SCREENS: Record<string, ScreenComponent> = {
  payfee: lazy(() => withTimeout(import('../features/pay-link/payfee-screen'))),
  settings: lazy(() => withTimeout(import('../features/settings/settings-screen'))),
  'blocked-users': lazy(() => withTimeout(import('../features/blocking/blocked-users-screen'))),
  certification: lazy(() => withTimeout(import('../features/certification/certification-screen'))),
  'email-change': lazy(() => withTimeout(import('../features/settings/email-change-screen'))),
  'invoice-settings': lazy(() => withTimeout(import('../features/invoice-settings/invoice-settings-screen'))),
  'free-credits': lazy(() => withTimeout(import('../features/free-credits/free-credits-screen'))),
  projects: lazy(() => withTimeout(import('../features/projects/projects-screen'))),
  'quote-list': lazy(() => withTimeout(import('../features/projects/quote-list-screen'))),
  quote: lazy(() => withTimeout(import('../features/projects/quote-screen'))),
  inbox: lazy(() => withTimeout(import('../features/messages/inbox-screen'))),
  requests: lazy(() => withTimeout(import('../features/works/requests-screen'))),
  'requests-case': lazy(() => withTimeout(import('../features/job-center/job-center-screen'))),
  'request-detail': lazy(() => withTimeout(import('../features/works/lead-screen'))),
  works: lazy(() => withTimeout(import('../features/works/works-screen'))),
  'work-detail': lazy(() => withTimeout(import('../features/works/lead-screen'))),
  services: lazy(() => withTimeout(import('../features/services/services-screen'))),
  profiles: lazy(() => withTimeout(import('../features/services/services-screen'))),
  onboarding: lazy(() => withTimeout(import('../features/services/onboarding/onboarding-screen'))),
  'preview-guide': lazy(() => withTimeout(import('../features/services/preview-guide-screen'))),
  calendar: lazy(() => withTimeout(import('../features/calendar/calendar-screen'))),
  appointment: lazy(() => withTimeout(import('../features/appointments/appointments-screen'))),
  'appointment-detail': lazy(() => withTimeout(import('../features/appointments/appointment-detail-screen'))),
  credit: lazy(() => withTimeout(import('../features/wallet/credit-screen'))),
  transaction: lazy(() => withTimeout(import('../features/wallet/transaction-screen'))),
  purchases: lazy(() => withTimeout(import('../features/wallet/purchases-screen'))),
  pricing: lazy(() => withTimeout(import('../features/wallet/pricing-screen'))),
  'photo-favorite': lazy(() => withTimeout(import('../features/photos/liked-photos-screen'))),
};

/** The component for a screen key; screens without their own yet get the outline of the right area. */
export function screenFor(screen: string): ScreenComponent {
  const route = ROUTES.find((r) => r.screen === screen);
  if (route?.area === 'dashboard') return DASHBOARD_SCREENS[screen] ?? DashboardPlaceholder;
  return PUBLIC_SCREENS[screen] ?? PlaceholderScreen;
}

/** Whether a screen key has a component of its own (not the placeholder outline). */
export function hasOwnScreen(screen: string): boolean {
  return screen in DASHBOARD_SCREENS || screen in PUBLIC_SCREENS;
}
