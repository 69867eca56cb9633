import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { QueueDefinition } from '../../../domain/ops/queues';
import { ApiError } from '../../api/client';
import { toErrorInfo } from '../../api/error-info';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../store/use-api';
import type { QueueAssignment } from './api/queues';
import { useOpsSession } from './ops-session-context';
import { QueueAssignmentControl } from './queue-assignment';
import { QueueFilters } from './queue-filters';
import { type QueueFilters as Filters, queueSearch, queueStateFromSearch } from './queue-query';

/** One page of a queue as its list shows it. */
export interface QueuePage<T> {
  items: readonly T[];
  page: number;
  total_pages: number;
  count: number;
}

export interface QueueColumn<T> {
  label: string;
  cell: (item: T) => ReactNode;
}

export interface QueueListProps<T> {
  queue: QueueDefinition;
  /** The list's own path (its filters and page go in the query string). */
  path: string;
  load: (client: ApiClient, filters: Filters, page: number) => Promise<QueuePage<T>>;
  idOf: (item: T) => number;
  assignmentOf: (item: T) => QueueAssignment | null;
  isOpen: (item: T) => boolean;
  /** Where an item opens. */
  linkOf: (item: T) => string;
  columns: readonly QueueColumn<T>[];
}

type Loaded<T> = { kind: 'loading' } | { kind: 'loaded'; page: QueuePage<T> } | { kind: 'failed'; error: unknown };

/** A queue's list: its filters and whose items, a page of items with who handles each and "take", paging. */
export function QueueList<T>({ queue, path, load, idOf, assignmentOf, isOpen, linkOf, columns }: QueueListProps<T>) {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  const { sessionGone } = useOpsSession();
  // The filters and page live in the URL: back, forward and a shared link show the same list.
  const { filters, page } = queueStateFromSearch(queue, location.search);
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });

  const fetchPage = useCallback(async () => {
    const current = queueStateFromSearch(queue, location.search);
    try {
      setState({ kind: 'loaded', page: await api((client) => load(client, current.filters, current.page)) });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      setState({ kind: 'failed', error });
    }
  }, [api, load, queue, location.search, sessionGone]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one call per filters and page (the query string).
  useEffect(() => {
    setState({ kind: 'loading' });
    void fetchPage();
  }, [location.search]);

  const go = (next: Filters, n: number) => navigate(`${path}${queueSearch(queue, next, n)}`);

  return (
    <>
      <QueueFilters key={location.search} queue={queue} initial={filters} onApply={(next) => go(next, 1)} />
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <FailureRetry failure={toErrorInfo(state.error)} onRetry={() => void fetchPage()} />}
      {state.kind === 'loaded' &&
        (state.page.items.length === 0 ? (
          <EmptyState title={t('ops>queues>empty')} body={t('ops>queues>emptyBody')} />
        ) : (
          <>
            <p className="ops-count">{t('ops>queues>count', { count: state.page.count })}</p>
            <div className="ops-table-wrap">
              <table className="ops-table">
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c.label} scope="col">
                        {c.label}
                      </th>
                    ))}
                    <th scope="col">{t('ops>queues>assignee')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('ops>queues>open')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {state.page.items.map((item) => (
                    <tr key={idOf(item)} className="ops-table__row">
                      {columns.map((c) => (
                        <td key={c.label} data-label={c.label}>
                          {c.cell(item)}
                        </td>
                      ))}
                      <td data-label={t('ops>queues>assignee')}>
                        <QueueAssignmentControl queue={queue.id} itemId={idOf(item)} assignment={assignmentOf(item)} open={isOpen(item)} onChange={() => void fetchPage()} />
                      </td>
                      <td>
                        <Link className="btn btn--ghost" to={linkOf(item)}>
                          {t('ops>queues>openItem', { id: idOf(item) })}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} totalPages={state.page.total_pages} onSelect={(n) => go(filters, n)} />
          </>
        ))}
    </>
  );
}
