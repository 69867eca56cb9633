import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { useApi } from '../../store/use-api';
import { getQueues, type QueueSummary } from './api/queues';
import { OpsFrame } from './ops-frame';
import { opsQueuePath } from './ops-paths';
import { useOpsSession } from './ops-session-context';

type Loaded = { kind: 'loading' } | { kind: 'loaded'; queues: QueueSummary[] } | { kind: 'failed'; error: unknown };

function QueueOverview() {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'loaded', queues: (await api(getQueues)).queues });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      setState({ kind: 'failed', error });
    }
  }, [api, sessionGone]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the counts are read once per visit.
  useEffect(() => {
    void load();
  }, []);

  if (state.kind === 'loading') return <Loading />;
  if (state.kind === 'failed') return <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void load()} />;
  if (state.queues.length === 0) return <EmptyState title={t('ops>queues>none')} body={t('ops>queues>noneBody')} />;
  return (
    <ul className="ops-sections">
      {state.queues.map((q) => (
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
