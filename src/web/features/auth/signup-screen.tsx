import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useModeSwitch } from '../../routes/use-mode-switch';
import { AuthCard } from './auth-card';
import { SocialSection } from './login-screen';
import { SignUpForm } from './signup-form';
import { useAfterSignIn, useReturnPath } from './use-after-sign-in';
import { useSocialSignIn } from './use-social-sign-in';

/** A consumer's sign-up: the account, then their requests (consumer mode). */
export function SignupScreen() {
  const { t } = useTranslation();
  const switchMode = useModeSwitch();
  const afterSignIn = useAfterSignIn();
  const returnPath = useReturnPath();
  const done = useCallback(() => {
    switchMode('consumer');
    afterSignIn({ mode: 'consumer' });
  }, [switchMode, afterSignIn]);
  const social = useSocialSignIn(done);
  const loginLink = returnPath ? `/login?from=${encodeURIComponent(returnPath)}` : '/login';
  return (
    <AuthCard
      title={t('auth>signup>title')}
      lead={t('auth>signup>lead', { brand: t('brand>name') })}
      footer={
        <>
          <p>
            {t('auth>signup>haveAccount')} <Link to={loginLink}>{t('auth>signup>toLogin')}</Link>
          </p>
          <p>
            {t('auth>signup>areYouPro')} <Link to="/pro">{t('auth>signup>toPro')}</Link>
          </p>
        </>
      }
    >
      <SignUpForm onSignedUp={done} loginLink={loginLink} />
      <SocialSection onToken={social.onToken} message={social.message} returnTo={returnPath} />
    </AuthCard>
  );
}
