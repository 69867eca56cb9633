import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberMode } from '../lib/mode';
import { useAppDispatch } from '../store/hooks';
import { proModeSet } from '../store/user-slice';
import { withLanguage } from './login-redirect';
import { roleRedirect } from './route-rules';
import { type Role, stripLanguagePrefix } from './route-table';

/**
 * Switches between pro and consumer mode: remembered in the `user_role` cookie (so the server
 * knows it too), and a dashboard screen that belongs to the other mode makes way for this
 * mode's landing page (route-rules.ts). Shared screens such as settings stay where they are.
 */
export function useModeSwitch(): (role: Role) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (role: Role) => {
      rememberMode(document, role, window.location.protocol === 'https:');
      dispatch(proModeSet(role === 'pro'));
      const { pathname, language } = stripLanguagePrefix(location.pathname);
      const target = roleRedirect(pathname, role);
      if (target && target !== pathname) navigate(withLanguage(target, language));
    },
    [dispatch, navigate, location.pathname],
  );
}
