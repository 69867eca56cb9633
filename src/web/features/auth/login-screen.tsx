import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { SocialButtons } from '../../components/social/social-buttons';
import { Tabs } from '../../components/tabs';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { signInFailureCleared } from '../../store/auth-slice';
import { AuthCard } from './auth-card';
import { EmailLoginForm, PhoneLoginForm } from './code-login-forms';
import { PasswordLoginForm } from './password-login-form';
import { useAfterSignIn, useReturnPath } from './use-after-sign-in';
import { useAppleReturn } from './use-apple-return';
import { useLoginOnce } from './use-login-once';
import { useSocialSignIn } from './use-social-sign-in';

type Method = 'password' | 'phone' | 'email';
const METHODS: readonly Method[] = ['password', 'phone', 'email'];

/** Log in with a password, a code by SMS or e-mail, or a social account; then go where `from` says. */
export function LoginScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [method, setMethod] = useState<Method>('password');
  const signedIn = useAppSelector((s) => s.user.info !== null);
  const afterSignIn = useAfterSignIn();
  const returnPath = useReturnPath();
  const done = useCallback((to?: string) => afterSignIn({ to }), [afterSignIn]);
  const apple = useAppleReturn(done);
  const social = useSocialSignIn(done);
  const once = useLoginOnce(done);

  // Someone already signed in (a second tab, a back button) goes straight on.
  useEffect(() => {
    if (signedIn && !apple.active && !once.active) done();
  }, [signedIn, apple.active, once.active, done]);

  const choose = (next: Method) => {
    dispatch(signInFailureCleared());
    setMethod(next);
  };

  const signupLink = returnPath ? `/signup?from=${encodeURIComponent(returnPath)}` : '/signup';
  return (
    <AuthCard
      title={t('auth>login>title')}
      footer={
        <p>
          {t('auth>login>noAccount')} <Link to={signupLink}>{t('auth>login>toSignup')}</Link>
        </p>
      }
    >
      {apple.active || once.active ? (
        <Loading label={t(once.active ? 'notify>loginOnce>signingIn' : 'auth>apple>signingIn')} />
      ) : (
        <>
          <FormMessage tone="error" text={apple.message ?? once.message} />
          <Tabs label={t('auth>login>methods')} tabs={METHODS.map((key) => ({ key, label: t(`auth>login>tab>${key}`) }))} active={method} onChange={choose}>
            {method === 'password' && <PasswordLoginForm onSignedIn={done} />}
            {method === 'phone' && <PhoneLoginForm onSignedIn={done} />}
            {method === 'email' && <EmailLoginForm onSignedIn={done} />}
          </Tabs>
          <SocialSection onToken={social.onToken} message={social.message} returnTo={returnPath} />
        </>
      )}
    </AuthCard>
  );
}

/** "or" and the social buttons; nothing at all when no provider is configured. */
export function SocialSection({ onToken, message, returnTo }: { onToken: Parameters<typeof SocialButtons>[0]['onToken']; message: string | undefined; returnTo?: string | undefined }) {
  const { t } = useTranslation();
  const offered = useAppSelector((s) => (s.auth.providers?.providers.length ?? 0) > 0);
  return (
    <div className="auth__social">
      {offered && (
        <p className="auth__divider">
          <span>{t('auth>social>or')}</span>
        </p>
      )}
      <SocialButtons purpose="login" onToken={onToken} returnTo={returnTo} />
      <FormMessage tone="error" text={message} />
    </div>
  );
}
