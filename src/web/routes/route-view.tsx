import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NotFoundScreen } from '../features/not-found';
import { useAppSelector } from '../store/hooks';
import { DashboardGate } from './dashboard-gate';
import { isRouteEnabled, matchAppRoute } from './route-table';
import { screenFor } from './screens';
import { useRouteEffects, useSessionGoneRedirect } from './use-route-effects';
import { useSessionHint } from './use-session-hint';

/**
 * The one catch-all route: the shared route table picks the screen. `initialStatus` 404 (the
 * server's verdict, e.g. an unknown category) shows NotFound for the first location only.
 */
export function RouteView({ initialStatus }: { initialStatus: number }) {
  const location = useLocation();
  const flags = useAppSelector((s) => s.app.flags);
  const [firstKey] = useState(location.key);
  const match = matchAppRoute(location.pathname);
  const notFound = !match || (initialStatus === 404 && location.key === firstKey);
  const isDashboard = match?.route.area === 'dashboard';
  useRouteEffects(match, notFound);
  useSessionGoneRedirect(isDashboard);
  useSessionHint();

  if (notFound) return <NotFoundScreen />;
  if (!isRouteEnabled(match.route, flags)) return <Navigate to="/" replace />;
  if (isDashboard) return <DashboardGate match={match} />;
  const Screen = screenFor(match.route.screen);
  return <Screen match={match} />;
}
