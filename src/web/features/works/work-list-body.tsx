import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../components/card-parts';
import { FailureRetry } from '../../components/load-failure';
import { Pager } from '../../components/pager';
import { WorkCard, WorkCardSkeleton } from './work-card';
import type { WorkPage } from './use-work-page';

export interface WorkListBodyProps {
  /** The page as `useWorkPage` gives it. */
  work: WorkPage;
  page: number;
  /** i18n key of the count line and of the loading line. */
  countKey: string;
  loadingKey: string;
  empty: ReactNode;
  /** Where a card leads: this path and the bid id. */
  detailPath: string;
  onPage: (page: number) => void;
}

/** A paged work list: skeleton while loading, failure with retry, empty state, cards and pager. */
export function WorkListBody({ work, page, countKey, loadingKey, empty, detailPath, onPage }: WorkListBodyProps) {
  const { t } = useTranslation();
  const { list, ids, rows, retry } = work;
  if (ids === undefined && list.error) {
    return <FailureRetry className="works__error" failure={list.error} onRetry={retry} />;
  }
  if (ids === undefined) {
    return <ListSkeleton block="works" label={t(loadingKey)} card={<WorkCardSkeleton />} />;
  }
  if (rows.length === 0 && page === 1) return <>{empty}</>;
  return (
    <>
      <p className="works__count" aria-live="polite">
        {t(countKey, { count: list.count })}
        {list.totalPages > 1 && ` · ${t('works>pageOf', { page, total: list.totalPages })}`}
      </p>
      <ul className="works__list" aria-busy={list.fetchingPages.includes(page) || undefined}>
        {rows.map((item) => (
          <li key={item.id}>
            <WorkCard item={item} to={`${detailPath}/${item.id}`} />
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={list.totalPages} busyPages={list.fetchingPages} onSelect={onPage} />
    </>
  );
}
