import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialLogin, SocialProvider } from '../session';
import type { SocialToken } from '../../components/social/social-buttons';
import { browserDeviceId } from '../../lib/device-id';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { signIn } from '../../store/session-thunks';

/** Signs in with a provider's token (the first time, the server creates the account). */
export function useSocialSignIn(onSignedIn: () => void) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [message, setMessage] = useState<string | undefined>();
  const onToken = useCallback(
    async (_provider: SocialProvider, token: SocialToken) => {
      setMessage(undefined);
      const body = { ...token, device_id: browserDeviceId() } as SocialLogin;
      const result = await dispatch(signIn({ method: 'social', body }));
      if (signIn.fulfilled.match(result)) onSignedIn();
      else setMessage(result.payload ? failureText(t, result.payload) : t('errors>unknown'));
    },
    [dispatch, onSignedIn, t],
  );
  return { onToken, message };
}
