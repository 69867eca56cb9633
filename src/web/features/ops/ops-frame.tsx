import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { ButtonLink } from '../../components/button';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { type OpsPermissionId, operatorMay } from '../../../domain/ops/operator-roles';
import { useApi } from '../../store/use-api';
import { getOpsMe, type OpsSession } from './api/ops-session';
import { OpsHeader } from './ops-header';
import { OPS_HOME_PATH, opsLoginPath } from './ops-paths';
import { OpsSessionContext, type OpsSessionValue } from './ops-session-context';
import './ops.css';

type State = { kind: 'loading' } | { kind: 'signedIn'; session: OpsSession } | { kind: 'signedOut' } | { kind: 'failed'; error: unknown };

export interface OpsFrameProps {
  /** The permission the screen needs; an operator without it is told so, and sees nothing of it. */
  permission?: OpsPermissionId;
  children: ReactNode;
}

/** Every console screen but login: checks the console session (403 -> /ops/login, then back), the role, and frames the screen. */
export function OpsFrame({ permission, children }: OpsFrameProps) {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const here = `${location.pathname}${location.search}`;

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'signedIn', session: await api(getOpsMe) });
    } catch (error) {
      setState(error instanceof ApiError && error.kind === 'session' ? { kind: 'signedOut' } : { kind: 'failed', error });
    }
  }, [api]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session is checked once per screen.
  useEffect(() => {
    void load();
  }, []);

  const sessionGone = useCallback(() => navigate(opsLoginPath(here), { replace: true }), [navigate, here]);
  const value = useMemo<OpsSessionValue | null>(
    () => (state.kind === 'signedIn' ? { ...state.session, sessionGone } : null),
    [state, sessionGone],
  );

  if (state.kind === 'signedOut') return <Navigate to={opsLoginPath(here)} replace />;
  if (state.kind === 'loading' || !value) {
    return (
      <div className="ops-page">
        <main className="ops-main">
          {state.kind === 'failed' ? <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} /> : <Loading label={t('ops>frame>checking')} />}
        </main>
      </div>
    );
  }
  const allowed = permission === undefined || operatorMay(value.operator.role, permission);
  return (
    <OpsSessionContext.Provider value={value}>
      <div className="ops-page">
        <OpsHeader operator={value.operator} />
        <main className="ops-main" id="main">
          {allowed ? (
            children
          ) : (
            <section className="ops-panel">
              <h1>{t('ops>frame>forbiddenTitle')}</h1>
              <p>{t('ops>frame>forbiddenBody')}</p>
              <ButtonLink to={OPS_HOME_PATH} variant="secondary">
                {t('ops>frame>backHome')}
              </ButtonLink>
            </section>
          )}
        </main>
      </div>
    </OpsSessionContext.Provider>
  );
}
