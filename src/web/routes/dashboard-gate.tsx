import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageFrame } from '../components/page-frame/page-frame';
import { useAppSelector } from '../store/hooks';
import { loginRedirect, withLanguage } from './login-redirect';
import { resolveQuoteRoute, roleRedirect } from './route-rules';
import type { RouteMatch } from './route-table';
import { screenFor } from './screens';

/** Where a dashboard visit must go instead, or undefined to show it. */
export function dashboardRedirect(match: RouteMatch, proMode: boolean): string | undefined {
  const byRole = roleRedirect(match.pathname, proMode ? 'pro' : 'consumer');
  if (byRole && byRole !== match.pathname) return withLanguage(byRole, match.language);
  if (match.route.screen === 'quote') {
    const quote = resolveQuoteRoute(match.params);
    if (quote.kind === 'redirect') return withLanguage(quote.to, match.language);
  }
  return undefined;
}

/** Dashboard routes: sign-in required, the mode's own screens only, then the lazy screen. */
export function DashboardGate({ match }: { match: RouteMatch }) {
  const location = useLocation();
  const signedIn = useAppSelector((s) => s.user.info !== null);
  const proMode = useAppSelector((s) => s.user.proMode);
  if (!signedIn) {
    const { to, state } = loginRedirect(`${location.pathname}${location.search}`);
    return <Navigate to={to} state={state} replace />;
  }
  const redirect = dashboardRedirect(match, proMode);
  if (redirect) return <Navigate to={redirect} replace />;
  const Screen = screenFor(match.route.screen);
  return (
    <PageFrame variant="dashboard" noMenu={match.route.noMenu ?? false}>
      {/* Spec section 2: a lazy screen shows nothing while it loads. */}
      <Suspense fallback={null}>
        <Screen match={match} />
      </Suspense>
    </PageFrame>
  );
}
