import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { ListSkeleton } from '../../components/card-parts';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Pager } from '../../components/pager';
import { WorkCardSkeleton } from '../works';
import { CaseCard } from './case-card';
import { getJobCenterPage } from './api/job-center';
import { jobCenterPath, readPage } from './job-center-paths';
import { useLoaded } from './use-loaded';

/** dashboard/requests/case: open cases in the pro's categories, 10 a page (?page=). */
export function CaseList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const page = readPage(search.get('page'));
  const { data, failure, retry } = useLoaded(`page:${page}`, (api) => getJobCenterPage(api, page));

  // A new page starts at the top, like any page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is what triggers it.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page]);

  // Past the last page (cases were taken or closed meanwhile): go to the last one.
  if (data && data.quote_requests.length === 0 && page > data.total_pages) return <Navigate to={jobCenterPath(data.total_pages)} replace />;

  let body: ReactNode;
  if (failure) {
    body = <FailureRetry className="works__error" failure={failure} onRetry={retry} />;
  } else if (!data) {
    body = <ListSkeleton block="works" label={t('jobCenter>list>loading')} card={<WorkCardSkeleton />} />;
  } else if (data.quote_requests.length === 0) {
    body = (
      <EmptyState
        title={t('jobCenter>list>emptyTitle')}
        body={t('jobCenter>list>emptyBody')}
        action={<ButtonLink to="/dashboard/services">{t('jobCenter>list>emptyAction')}</ButtonLink>}
      />
    );
  } else {
    body = (
      <>
        <p className="works__count" aria-live="polite">
          {t('jobCenter>list>count', { count: data.count })}
          {data.total_pages > 1 && ` · ${t('jobCenter>list>pageOf', { page, total: data.total_pages })}`}
        </p>
        <ul className="works__list">
          {data.quote_requests.map((item) => (
            <li key={item.id}>
              <CaseCard item={item} />
            </li>
          ))}
        </ul>
        <Pager page={page} totalPages={data.total_pages} onSelect={(p) => navigate(jobCenterPath(p))} />
      </>
    );
  }

  return (
    <div className="page works job-center">
      <h1 className="page__title">{t('jobCenter>list>title')}</h1>
      <p className="page__lead">{t('jobCenter>list>lead')}</p>
      {body}
    </div>
  );
}
