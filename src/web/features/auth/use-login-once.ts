import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { browserDeviceId } from '../../lib/device-id';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { signIn } from '../../store/session-thunks';

/**
 * `/login?hash=...`: the one-time login link of a notification e-mail (login_once). Signs in
 * once and goes on to `from`; a used or expired link says so and leaves the other ways to sign in.
 */
export function useLoginOnce(done: (to?: string) => void): { active: boolean; message: string | undefined } {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const hash = new URLSearchParams(location.search).get('hash') ?? undefined;
  // The server renders /login without the hash (public pages drop the query parameters they do not
  // read, so a hash cannot bypass the page cache): the link is taken up after hydration, not during it.
  const [state, setState] = useState<{ active: boolean; message: string | undefined }>({ active: false, message: undefined });
  const tried = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!hash || tried.current === hash) return;
    tried.current = hash;
    setState({ active: true, message: undefined });
    void dispatch(signIn({ method: 'loginOnce', body: { hash, device_id: browserDeviceId() } })).then((result) => {
      if (signIn.fulfilled.match(result)) {
        done();
        return;
      }
      const failure = result.payload;
      setState({ active: false, message: failure && failure.status === 400 ? t('notify>loginOnce>expired') : failure ? failureText(t, failure) : t('notify>loginOnce>expired') });
    });
  }, [hash, dispatch, done, t]);

  return hash ? state : { active: false, message: undefined };
}
