import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Tabs } from '../../components/tabs';
import { OnboardingReminder } from '../services';
import { useWorkPage } from './use-work-page';
import { WorkListBody } from './work-list-body';
import { REQUEST_TABS, readPage, readRequestTab, requestsPath, requestsQuery } from './works-paths';

/** dashboard/requests: the pro's leads, 10 a page, newest first, by request filter. */
export default function RequestsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tab = readRequestTab(search.get('filter'));
  const page = readPage(search.get('page'));
  const work = useWorkPage(requestsQuery(tab, page));
  const { list, ids } = work;

  // Past the last page (leads were passed or archived meanwhile): go to the last one.
  if (ids !== undefined && ids.length === 0 && page > list.totalPages) return <Navigate to={requestsPath(tab, list.totalPages)} replace />;

  const empty =
    tab === 'all' ? (
      <EmptyState title={t('works>requests>emptyTitle')} body={t('works>requests>emptyBody')} />
    ) : (
      <EmptyState
        title={t('works>requests>emptyTitle')}
        body={t('works>requests>emptyFilteredBody')}
        action={<ButtonLink to={requestsPath('all', 1)}>{t('works>requests>showAll')}</ButtonLink>}
      />
    );

  return (
    <div className="page works">
      <h1 className="page__title">{t('works>requests>title')}</h1>
      <p className="page__lead">{t('works>requests>lead')}</p>
      <p>
        <ButtonLink to="/dashboard/requests/case" variant="secondary">
          {t('jobCenter>entry')}
        </ButtonLink>
      </p>
      <OnboardingReminder />
      <Tabs
        label={t('works>requests>filters')}
        tabs={REQUEST_TABS.map((key) => ({ key, label: t(`works>requests>filter>${key}`) }))}
        active={tab}
        onChange={(next) => navigate(requestsPath(next, 1))}
      >
        <WorkListBody
          work={work}
          page={page}
          countKey="works>requests>count"
          loadingKey="works>requests>loading"
          empty={empty}
          detailPath="/dashboard/requests"
          onPage={(p) => navigate(requestsPath(tab, p))}
        />
      </Tabs>
    </div>
  );
}
