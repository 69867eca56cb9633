
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toErrorInfo } from '../../api/error-info';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { useApi } from '../../store/use-api';
import { getQueues, } from './api/queues';
import { OpsFrame } from './ops-frame';
import { opsQueuePath } from './ops-paths';
import { useOpsLoad } from './use-ops-load';

function QueueOverview() {
  const { t } = useTranslation();
  const api = useApi();
  const { state, reload: load } = useOpsLoad(async () => {
    return (await api(getQueues)).queues;
  }, []);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />;
  if (state.data.length === 0) return <EmptyState title={t('ops>queues>none')} body={t('ops>queues>noneBody')} />;
  return (
    <ul className="ops-sections">
      {state.data.map((q) => (
        <li key={q.id} className="ops-panel">
          <Link to={opsQueuePath(q.id)} className="ops-sections__link">
            {q.title}
          </Link>
          <p className="ops-queue-count">{t('ops>queues>openCount', { count: q.open })}</p>
          <ul className="ops-queue-facts">
            <li>
              <Link to={`${opsQueuePath(q.id)}?assigned=unassigned`}>{t('ops>queues>unassignedCount', { count: q.unassigned })}</Link>
            </li>
            <li>
              <Link to={`${opsQueuePath(q.id)}?assigned=mine`}>{t('ops>queues>mineCount', { count: q.mine })}</Link>
            </li>
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** /ops/queues: every review queue the operator may open, with its open items, those nobody has taken, and theirs. */
export default function OpsQueueOverviewScreen() {
  const { t } = useTranslation();
  return (
    <OpsFrame>
      <h1 className="ops-title">{t('ops>queues>title')}</h1>
      <QueueOverview />
    </OpsFrame>
  );
}
