import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LANDING } from '../../routes/route-rules';
import type { Role } from '../../routes/route-table';
import { safeReturnPath } from '../../lib/safe-redirect';
import { useAppStore } from '../../store/hooks';

/** The page a visitor wanted before signing in: `from` in the query, else the redirect's state. */
export function useReturnPath(): string | undefined {
  const location = useLocation();
  const state = location.state as { nextPath?: unknown } | null;
  const fromQuery = new URLSearchParams(location.search).get('from');
  return safeReturnPath(fromQuery ?? (typeof state?.nextPath === 'string' ? state.nextPath : undefined));
}

/** After signing in: go where the visitor wanted (same site only), else the mode's landing page. */
export function useAfterSignIn(): (options?: { mode?: Role; to?: string | undefined }) => void {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const store = useAppStore();
  return useCallback(
    (options = {}) => {
      // Read now, not at the last render: signing in has just decided the mode (user-slice.ts).
      const mode = options.mode ?? (store.getState().user.proMode ? 'pro' : 'consumer');
      navigate(safeReturnPath(options.to) ?? returnPath ?? LANDING[mode], { replace: true });
    },
    [navigate, returnPath, store],
  );
}
