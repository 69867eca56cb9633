import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import type { PagedList } from '../../store/paged-list';

export interface PagedBodyProps {
  list: PagedList;
  page: number;
  ids: number[] | undefined;
  count: string;
  loading: string;
  empty: ReactNode;
  onPage: (page: number) => void;
  onRetry: () => void;
  children: ReactNode;
}

/** A paged wallet list: loading line, failure with retry, empty state, the rows and the pager. */
export function PagedBody({ list, page, ids, count, loading, empty, onPage, onRetry, children }: PagedBodyProps) {
  const { t } = useTranslation();
  if (ids === undefined && list.error) {
    return <FailureRetry className="wallet__error" failure={list.error} onRetry={onRetry} />;
  }
  if (ids === undefined) return <Loading label={loading} />;
  if (ids.length === 0 && page === 1) return <>{empty}</>;
  return (
    <>
      <p className="wallet__count" aria-live="polite">
        {count}
        {list.totalPages > 1 && ` · ${t('works>pageOf', { page, total: list.totalPages })}`}
      </p>
      <div aria-busy={list.fetchingPages.includes(page) || undefined}>{children}</div>
      <Pager page={page} totalPages={list.totalPages} busyPages={list.fetchingPages} onSelect={onPage} />
    </>
  );
}
