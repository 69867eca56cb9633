import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartnerShell } from '../../../domain/partners/partner-shell';
import './partners.css';

/** The partner's colours as custom properties the shell's stylesheet reads. */
export function partnerThemeStyle(shell: PartnerShell): CSSProperties {
  return {
    '--partner-primary': shell.theme.primary,
    '--partner-header-bg': shell.theme.headerBackground,
    '--partner-header-text': shell.theme.headerText,
  } as CSSProperties;
}

/** The header inside a partner's web view: its name, its landing, and the way back into its app. */
export function PartnerHeader({ shell }: { shell: PartnerShell }) {
  const { t } = useTranslation();
  return (
    <header className="partner-header" data-partner={shell.id}>
      <Link className="partner-header__name" to={shell.landing}>
        {shell.name}
      </Link>
      {shell.returnUrl && (
        <a className="partner-header__return" href={shell.returnUrl}>
          {t('partners>header>back', { name: shell.name })}
        </a>
      )}
    </header>
  );
}
