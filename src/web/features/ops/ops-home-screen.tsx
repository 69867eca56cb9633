import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OpsPermission, operatorMay } from '../../../domain/ops/operator-roles';
import { OpsDashboard } from './ops-dashboard';
import { OpsFrame } from './ops-frame';
import { useOpsLogout } from './ops-header';
import { sectionsFor } from './ops-sections';
import { useOpsSession } from './ops-session-context';
import { taipeiTime } from './ops-time';

function OpsHome() {
  const { t } = useTranslation();
  const { operator, expires } = useOpsSession();
  const { logout, busy } = useOpsLogout();
  const sections = sectionsFor(operator.role);
  return (
    <>
      <h1 className="ops-title">{t('ops>home>greeting', { name: operator.full_name })}</h1>
      <dl className="ops-facts">
        <dt>{t('ops>home>role')}</dt>
        <dd>{t(`ops>roles>${operator.role}`)}</dd>
        <dt>{t('ops>home>email')}</dt>
        <dd>{operator.email}</dd>
        <dt>{t('ops>home>expires')}</dt>
        <dd>{taipeiTime(expires)}</dd>
      </dl>
      {operatorMay(operator.role, OpsPermission.ReadDashboard) && <OpsDashboard />}
      <h2 className="ops-subtitle">{t('ops>home>sectionsTitle')}</h2>
      {sections.length === 0 ? (
        <p>{t('ops>home>noSections')}</p>
      ) : (
        <ul className="ops-sections">
          {sections.map((section) => (
            <li key={section.path} className="ops-panel">
              <Link to={section.path} className="ops-sections__link">
                {t(`${section.key}>title`)}
              </Link>
              <p>{t(`${section.key}>body`)}</p>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn btn--secondary" onClick={() => void logout()} disabled={busy}>
        {busy ? t('ops>frame>loggingOut') : t('ops>frame>logout')}
      </button>
    </>
  );
}

/** /ops: who is signed in to the console, their role, the dashboard's figures, the sections it opens, and logging out. */
export default function OpsHomeScreen() {
  return (
    <OpsFrame>
      <OpsHome />
    </OpsFrame>
  );
}
