import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Tabs } from '../../components/tabs';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useWorkPage } from './use-work-page';
import { WorkListBody } from './work-list-body';
import { LAST_WORK_STORAGE_KEY, parseWorkPlace, readPage, readWorkTab, WORK_TABS, type WorkPlace, worksPath, worksQuery } from './works-paths';
import { lastWorkShown } from './works-slice';

function storedWorkPlace(): WorkPlace | null {
  try {
    return parseWorkPlace(window.sessionStorage.getItem(LAST_WORK_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** dashboard/works: the pro's jobs by tab; a return without a tab opens the work page last shown. */
export default function WorksScreen() {
  const [search] = useSearchParams();
  const remembered = useAppSelector((s) => s.works.lastWork);
  if (!search.has('tab')) {
    const last = remembered ?? storedWorkPlace() ?? { tab: 'inProgress', page: 1 };
    return <Navigate to={worksPath(last)} replace />;
  }
  return <WorksList place={{ tab: readWorkTab(search.get('tab')), page: readPage(search.get('page')) }} />;
}

function WorksList({ place }: { place: WorkPlace }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { tab, page } = place;
  const { list, ids, rows, retry } = useWorkPage(worksQuery(tab, page));

  useEffect(() => {
    dispatch(lastWorkShown({ tab, page }));
    try {
      window.sessionStorage.setItem(LAST_WORK_STORAGE_KEY, JSON.stringify({ tab, page }));
    } catch {
      // Storage may be unavailable (private mode); the store still remembers.
    }
  }, [dispatch, tab, page]);

  if (ids !== undefined && ids.length === 0 && page > list.totalPages) return <Navigate to={worksPath({ tab, page: list.totalPages })} replace />;

  return (
    <div className="page works">
      <h1 className="page__title">{t('works>list>title')}</h1>
      <p className="page__lead">{t('works>list>lead')}</p>
      <Tabs
        label={t('works>list>tabs')}
        tabs={WORK_TABS.map((key) => ({ key, label: t(`works>list>tab>${key}`) }))}
        active={tab}
        onChange={(next) => navigate(worksPath({ tab: next, page: 1 }))}
      >
        <WorkListBody
          list={list}
          page={page}
          ids={ids}
          rows={rows}
          countKey="works>list>count"
          loadingKey="works>list>loading"
          empty={
            <EmptyState
              title={t('works>list>emptyTitle')}
              body={t('works>list>emptyBody')}
              action={<ButtonLink to="/dashboard/requests">{t('works>list>goRequests')}</ButtonLink>}
            />
          }
          linkOf={(item) => `/dashboard/works/${item.id}`}
          onPage={(p) => navigate(worksPath({ tab, page: p }))}
          onRetry={retry}
        />
      </Tabs>
    </div>
  );
}
