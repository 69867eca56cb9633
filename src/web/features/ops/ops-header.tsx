import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { useApi } from '../../store/use-api';
import type { Operator } from './api/ops-session';
import { opsLogout } from './api/ops-session';
import { OPS_HOME_PATH, OPS_LOGIN_PATH } from './ops-paths';
import { sectionsFor } from './ops-sections';

/** Ends the console session (whatever the answer, the operator leaves) and goes to the console's login. */
export function useOpsLogout(): { logout: () => Promise<void>; busy: boolean } {
  const api = useApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    try {
      await api(opsLogout);
    } catch {
      // The cookie expires on its own; the operator still leaves the console.
    }
    navigate(OPS_LOGIN_PATH, { replace: true });
  };
  return { logout, busy };
}

/** The console's own header: its name, the sections this role may use, who is signed in, and the log-out button. */
export function OpsHeader({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const { logout, busy } = useOpsLogout();
  return (
    <header className="ops-header">
      <Link to={OPS_HOME_PATH} className="ops-header__brand">
        {t('ops>brand')}
      </Link>
      <nav className="ops-header__nav" aria-label={t('ops>frame>nav')}>
        {sectionsFor(operator.role).map((section) => (
          <NavLink key={section.path} to={section.path} className="ops-header__link">
            {t(`${section.key}>title`)}
          </NavLink>
        ))}
      </nav>
      <div className="ops-header__who">
        <span>{t('ops>frame>signedInAs', { name: operator.full_name, role: t(`ops>roles>${operator.role}`) })}</span>
        <button type="button" className="btn btn--secondary ops-header__logout" onClick={() => void logout()} disabled={busy}>
          {busy ? t('ops>frame>loggingOut') : t('ops>frame>logout')}
        </button>
      </div>
    </header>
  );
}
