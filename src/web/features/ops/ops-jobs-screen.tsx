import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { useApi } from '../../store/use-api';
import { getJobsHealth, type JobsHealth } from './api/dashboard';
import { OpsFrame } from './ops-frame';
import { JobsTable } from './ops-jobs-table';
import { useOpsSession } from './ops-session-context';
import './ops-dashboard.css';

type Loaded = { kind: 'loading' } | { kind: 'loaded'; health: JobsHealth } | { kind: 'failed'; error: unknown };

function JobsHealthView() {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [state, setState] = useState<Loaded>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'loaded', health: await api(getJobsHealth) });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      setState({ kind: 'failed', error });
    }
  }, [api, sessionGone]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per visit.
  useEffect(() => {
    void load();
  }, []);

  return (
    <>
      <h1 className="ops-title">{t('ops>jobs>title')}</h1>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />}
      {state.kind === 'loaded' && (
        <>
          <p>{t(state.health.runs_jobs ? 'ops>jobs>runsHere' : 'ops>jobs>notHere')}</p>
          <JobsTable jobs={state.health.jobs} />
        </>
      )}
    </>
  );
}

/** /ops/jobs: each background job's schedule, last run and failures, failing ones highlighted. */
export default function OpsJobsScreen() {
  return (
    <OpsFrame permission={OpsPermission.ReadDashboard}>
      <JobsHealthView />
    </OpsFrame>
  );
}
