import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialLogin, SocialProvider, SocialProviders } from '../../features/session/shell';
import { rememberAppleState, safeSessionStorage, appleAuthorizeUrl } from '../../lib/social/apple';
import { facebookLogin, prepareFacebook, SocialCancelled } from '../../lib/social/facebook';
import { renderGoogleButton } from '../../lib/social/google';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchSocialProviders } from '../../store/session-thunks';
import { Button } from '../button';

/** A token from a provider, without the device id the caller adds. */
export type SocialToken = SocialLogin extends infer T ? (T extends unknown ? Omit<T, 'device_id'> : never) : never;

export interface SocialButtonsProps {
  /** 'login' signs in (or up); 'connect' links the provider to the signed-in account. */
  purpose: 'login' | 'connect';
  onToken: (provider: SocialProvider, token: SocialToken) => void;
  /** Where Apple's redirect should end up (the login page's `from`). */
  returnTo?: string | undefined;
  /** Providers not to offer (already linked ones, in the settings). */
  exclude?: readonly SocialProvider[];
  disabled?: boolean;
}

interface ProviderProps {
  providers: SocialProviders;
  purpose: SocialButtonsProps['purpose'];
  onToken: (token: SocialToken) => void;
  onError: (messageKey: string) => void;
  disabled: boolean;
  returnTo?: string | undefined;
}

function GoogleButton({ providers, purpose, onToken, onError }: ProviderProps) {
  const holder = useRef<HTMLDivElement>(null);
  const latest = useRef(onToken);
  latest.current = onToken;
  const clientId = providers.google_client_id;
  useEffect(() => {
    if (!holder.current || !clientId) return;
    renderGoogleButton(holder.current, clientId, purpose === 'login' ? 'signin_with' : 'continue_with', (token) => latest.current(token)).catch(() =>
      onError('auth>social>unavailable'),
    );
  }, [clientId, purpose, onError]);
  return <div className="social__google" ref={holder} />;
}

function FacebookButton({ providers, purpose, onToken, onError, disabled }: ProviderProps) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const appId = providers.facebook_app_id;
  useEffect(() => {
    if (!appId) return;
    prepareFacebook(appId).then(
      () => setReady(true),
      () => onError('auth>social>unavailable'),
    );
  }, [appId, onError]);
  const click = () => {
    facebookLogin().then(onToken, (error: unknown) => {
      if (!(error instanceof SocialCancelled)) onError('auth>social>failed');
    });
  };
  return (
    <Button variant="secondary" block className="social__button social__button--facebook" disabled={disabled || !ready} onClick={click}>
      {t(purpose === 'login' ? 'auth>social>facebook' : 'auth>social>connectFacebook')}
    </Button>
  );
}

function AppleButton({ providers, purpose, onError, disabled, returnTo }: ProviderProps) {
  const { t } = useTranslation();
  const click = () => {
    const storage = safeSessionStorage();
    const clientId = providers.apple_client_id;
    if (!storage || !clientId) {
      onError('auth>social>unavailable');
      return;
    }
    const { state } = rememberAppleState(storage, purpose, returnTo);
    const redirectUri = providers.apple_redirect_uri ?? `${window.location.origin}/login`;
    window.location.assign(appleAuthorizeUrl({ clientId, redirectUri, state }));
  };
  return (
    <Button variant="secondary" block className="social__button social__button--apple" disabled={disabled} onClick={click}>
      {t(purpose === 'login' ? 'auth>social>apple' : 'auth>social>connectApple')}
    </Button>
  );
}

/** Google, Facebook and Apple buttons, only for the providers the server has configured. */
export function SocialButtons({ purpose, onToken, returnTo, exclude = [], disabled = false }: SocialButtonsProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const providers = useAppSelector((s) => s.auth.providers);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => {
    void dispatch(fetchSocialProviders());
  }, [dispatch]);
  const offered = (providers?.providers ?? []).filter((p) => !exclude.includes(p));
  if (!providers || offered.length === 0) return null;
  const common = { providers, purpose, onError: setProblem, disabled, returnTo };
  return (
    <div className="social">
      <ul className="social__list" aria-label={t('auth>social>group')}>
        {offered.includes('google') && providers.google_client_id && (
          <li>
            <GoogleButton {...common} onToken={(token) => onToken('google', token)} />
          </li>
        )}
        {offered.includes('facebook') && providers.facebook_app_id && (
          <li>
            <FacebookButton {...common} onToken={(token) => onToken('facebook', token)} />
          </li>
        )}
        {offered.includes('apple') && providers.apple_client_id && (
          <li>
            <AppleButton {...common} onToken={(token) => onToken('apple', token)} />
          </li>
        )}
      </ul>
      {problem && (
        <p className="social__problem" role="alert">
          {t(problem)}
        </p>
      )}
    </div>
  );
}
