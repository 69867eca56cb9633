import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tabs } from '../../../components/tabs';
import { PasswordLoginForm, SignUpForm } from '../../auth';
import { Section } from '../../../components/section';

type Choice = 'signup' | 'login';

export interface AccountSectionProps {
  /** The form's own path, where the login and sign-up screens send the visitor back. */
  formPath: string;
  /** Called once signed in here, or before leaving for the login or sign-up screen. */
  onSignedIn: () => void;
}

/** A guest's last step: sign up or log in right here (or on the full screens), answers kept. */
export function AccountSection({ formPath, onSignedIn }: AccountSectionProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>('signup');
  const from = `from=${encodeURIComponent(formPath)}`;
  return (
    <Section headingId="rf-account-heading" title={t('requestForm>account>title')} lead={t('requestForm>account>lead')} block="rf-account" leadClassName="rf-step__hint" level={3}>
      <Tabs
        label={t('requestForm>account>tabs')}
        tabs={[
          { key: 'signup', label: t('requestForm>account>signup') },
          { key: 'login', label: t('requestForm>account>login') },
        ]}
        active={choice}
        onChange={setChoice}
      >
        {choice === 'signup' ? <SignUpForm onSignedUp={onSignedIn} loginLink={`/login?${from}`} /> : <PasswordLoginForm onSignedIn={onSignedIn} />}
      </Tabs>
      <ul className="rf-account__more">
        <li>
          <Link to={`/login?${from}`} onClick={onSignedIn}>
            {t('requestForm>account>otherLogin')}
          </Link>
        </li>
        <li>
          <Link to={`/signup?${from}`} onClick={onSignedIn}>
            {t('requestForm>account>otherSignup')}
          </Link>
        </li>
      </ul>
    </Section>
  );
}
