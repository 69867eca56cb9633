import { useTranslation } from 'react-i18next';
import { footerHref } from '../../../domain/content/site-pages';
import { useAppSelector } from '../../store/hooks';

/**
 * The sign-up form's note that signing up accepts the terms and the privacy notice, with both documents linked. They
 * open in a new tab so that what the person has typed stays in the form.
 */
export function TermsNote() {
  const { t } = useTranslation();
  const contentSite = useAppSelector((s) => s.app.contentSiteUrl ?? null);
  const link = (which: 'terms' | 'privacy', label: string) => (
    <a href={footerHref(which, contentSite) ?? undefined} target="_blank" rel="noopener">
      {label}
    </a>
  );
  return (
    <p className="form__note">
      {t('auth>signup>termsPrefix')}
      {link('terms', t('auth>signup>termsLink'))}
      {t('auth>signup>termsAnd')}
      {link('privacy', t('auth>signup>privacyLink'))}
      {t('auth>signup>termsSuffix')}
    </p>
  );
}
