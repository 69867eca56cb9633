import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { trackPageView } from '../analytics';
import { syncLanguageCookie } from '../i18n/language';
import { rememberAttribution } from '../lib/attribution';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/hooks';
import { sessionRedirected } from '../store/ui-slice';
import { checkLogin } from '../store/user-thunks';
import { loginRedirect } from './login-redirect';
import { pageMeta } from './page-meta';
import type { RouteMatch } from './route-table';

function setDescription(description: string): void {
  document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}

/**
 * What happens on every route change, after render: scroll to top, page view, title, the
 * language cookie, and on dashboard routes a fresh login check.
 */
export function useRouteEffects(match: RouteMatch | undefined, notFound: boolean): void {
  const location = useLocation();
  const { t, i18n } = useTranslation();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const first = useRef(true);
  const path = `${location.pathname}${location.search}`;
  const isDashboard = match?.route.area === 'dashboard';

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per visited path; everything else follows from the path.
  useEffect(() => {
    trackPageView(path);
    const secure = window.location.protocol === 'https:';
    // A partner page or ?partner= / ?ref= reached inside the app counts like a first visit.
    rememberAttribution(document, location.pathname, location.search, secure);
    const language = syncLanguageCookie(document, match?.language, secure);
    if (language && language !== i18n.language) void i18n.changeLanguage(language);
    const meta = pageMeta(match, notFound, store.getState(), t, (key) => i18n.exists(key), location.search);
    document.title = meta.title;
    setDescription(meta.description);
    if (first.current) {
      // The server just checked the session and the browser restores scroll on its own.
      first.current = false;
      return;
    }
    if (!location.hash) window.scrollTo(0, 0);
    if (isDashboard && store.getState().user.info) void dispatch(checkLogin());
  }, [path]);
}

/** A lost session anywhere outside the dashboard (which guards itself) goes to login. */
export function useSessionGoneRedirect(isDashboard: boolean): void {
  const gone = useAppSelector((s) => s.ui.sessionGone);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!gone) return;
    dispatch(sessionRedirected());
    if (isDashboard) return;
    const { to, state } = loginRedirect(`${location.pathname}${location.search}`);
    navigate(to, { state, replace: true });
  }, [gone, isDashboard, dispatch, navigate, location.pathname, location.search]);
}
