import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { connectSocial } from '../settings';
import { asFormFailure } from '../../api/error-info';
import { browserDeviceId } from '../../lib/device-id';
import { failureText } from '../../lib/failure-text';
import { safeSessionStorage, takeAppleState } from '../../lib/social/apple';
import { useAppDispatch } from '../../store/hooks';
import { signIn } from '../../store/session-thunks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { fetchMe } from '../../store/user-thunks';

/**
 * Apple sends the visitor back to /login with `?code=` (or `?error=`) and our `state`. The code
 * signs in (POST /users/login.json with platform=web), or links Apple to the signed-in account
 * when the redirect started in the settings.
 */
export function useAppleReturn(onSignedIn: (to?: string) => void): { active: boolean; message: string | undefined } {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const api = useApi();
  const params = new URLSearchParams(location.search);
  const code = params.get('code');
  const appleError = params.get('error');
  const active = code !== null || (appleError !== null && params.has('state'));
  const [message, setMessage] = useState<string | undefined>();
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one code is used once, on arrival.
  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    const storage = safeSessionStorage();
    const remembered = storage ? takeAppleState(storage, params.get('state')) : undefined;
    const fail = (text: string) => {
      setMessage(text);
      navigate('/login', { replace: true });
    };
    if (!code) return fail(t('auth>apple>cancelled'));
    if (!remembered) return fail(t('auth>apple>badState'));
    const body = { code, platform: 'web' as const, device_id: browserDeviceId() };
    if (remembered.purpose === 'connect') {
      api((client) => connectSocial(client, 'apple', body)).then(
        async () => {
          await dispatch(fetchMe());
          dispatch(toastAdded({ tone: 'success', messageKey: 'settings>social>linked' }));
          navigate('/dashboard/settings/social', { replace: true });
        },
        (error: unknown) => fail(failureText(t, asFormFailure(error))),
      );
      return;
    }
    void dispatch(signIn({ method: 'social', body })).then((result) => {
      if (signIn.fulfilled.match(result)) onSignedIn(remembered.returnTo);
      else fail(result.payload ? failureText(t, result.payload) : t('errors>unknown'));
    });
  }, []);

  return { active: active && message === undefined, message };
}
