
import { useTranslation } from 'react-i18next';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { toErrorInfo } from '../../api/error-info';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { useApi } from '../../store/use-api';
import { getJobsHealth, } from './api/dashboard';
import { OpsFrame } from './ops-frame';
import { JobsTable } from './ops-jobs-table';
import './ops-dashboard.css';
import { useOpsLoad } from './use-ops-load';

function JobsHealthView() {
  const { t } = useTranslation();
  const api = useApi();

  const { state, reload: load } = useOpsLoad(async () => {
    return await api(getJobsHealth);
  }, []);

  return (
    <>
      <h1 className="ops-title">{t('ops>jobs>title')}</h1>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />}
      {state.kind === 'loaded' && (
        <>
          <p>{t(state.data.runs_jobs ? 'ops>jobs>runsHere' : 'ops>jobs>notHere')}</p>
          <JobsTable jobs={state.data.jobs} />
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
