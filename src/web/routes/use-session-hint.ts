import { useEffect } from 'react';
import { browserJar, forgetSession, hadSession, rememberSessionForNow } from '../lib/signed-in-hint';
import { useAppDispatch, useAppSelector, useAppStore } from '../store/hooks';
import { fetchMe } from '../store/user-thunks';

/**
 * Public pages are rendered for a guest; a browser that holds a session (the `signed_in` cookie
 * beside it) asks once who is signed in, so the header can show the name.
 */
export function useSessionHint(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const signedIn = useAppSelector((s) => s.user.info !== null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the state at start decides whether to ask.
  useEffect(() => {
    const jar = browserJar();
    if (!jar || signedIn || !hadSession(jar)) return;
    void dispatch(fetchMe({ guestOk: true })).then((result) => {
      // The server ended that session; a sign-in that happened meanwhile keeps its own hint.
      if (fetchMe.rejected.match(result) && result.payload?.kind === 'session' && store.getState().user.info === null) forgetSession(jar);
    });
  }, []);

  useEffect(() => {
    const jar = browserJar();
    if (jar && signedIn) rememberSessionForNow(jar);
  }, [signedIn]);
}
