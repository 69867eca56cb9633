import { useEffect } from 'react';
import { hadSession, rememberSession, safeLocalStorage } from '../lib/signed-in-hint';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { fetchMe } from '../store/user-thunks';

/**
 * Public pages are rendered for a guest; a browser that had a session asks once who is signed
 * in, so the header can show the name. The hint follows the user state.
 */
export function useSessionHint(): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => s.user.info !== null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the state at start decides whether to ask.
  useEffect(() => {
    const storage = safeLocalStorage();
    if (!storage || signedIn || !hadSession(storage)) return;
    void dispatch(fetchMe({ guestOk: true })).then((result) => {
      if (fetchMe.rejected.match(result) && result.payload?.kind === 'session') rememberSession(storage, false);
    });
  }, []);

  useEffect(() => {
    const storage = safeLocalStorage();
    if (storage && signedIn) rememberSession(storage, true);
  }, [signedIn]);
}
