import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { ListSkeleton } from '../../components/card-parts';
import { EmptyState } from '../../components/empty-state';
import { FailureRetry } from '../../components/load-failure';
import { Pager } from '../../components/pager';
import { Tabs } from '../../components/tabs';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ProjectCard, ProjectCardSkeleton } from './project-card';
import { pageParam } from './project-format';
import { fetchProjectsPage, type ProjectsView } from './projects-thunks';

function listPath(page: number, view: ProjectsView): string {
  const base = page === 1 ? '/dashboard/projects' : `/dashboard/projects/${page}`;
  return view === 'archived' ? `${base}?view=archived` : base;
}

/** dashboard/projects/{page}: the consumer's requests, 10 a page, newest first. */
export default function ProjectsScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const view: ProjectsView = search.get('view') === 'archived' ? 'archived' : 'active';
  const page = pageParam(match.params.page);
  const list = useAppSelector((s) => s.projects.lists[view]);
  const items = useAppSelector((s) => s.projects.items);

  useEffect(() => {
    if (page !== undefined) void dispatch(fetchProjectsPage({ page, view }));
  }, [dispatch, page, view]);

  // A new page starts at the top, like any page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page and view are what trigger it.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [page, view]);

  if (page === undefined) return <Navigate to={listPath(1, view)} replace />;

  const ids = list.pages[page];
  const requests = (ids ?? []).map((id) => items[id]).filter((r) => r !== undefined);
  const fetching = list.fetchingPages.includes(page);
  // Past the last page (a request was archived meanwhile): go to the last one.
  if (ids !== undefined && ids.length === 0 && list.count > 0 && page > list.totalPages) {
    return <Navigate to={listPath(list.totalPages, view)} replace />;
  }

  let body: ReactNode;
  if (ids === undefined && list.error) {
    body = <FailureRetry className="projects__error" failure={list.error} onRetry={() => void dispatch(fetchProjectsPage({ page, view }))} />;
  } else if (ids === undefined) {
    body = <ListSkeleton block="projects" label={t('projects>loading')} card={<ProjectCardSkeleton />} />;
  } else if (requests.length === 0) {
    body =
      view === 'archived' ? (
        <EmptyState title={t('projects>emptyArchivedTitle')} body={t('projects>emptyArchivedBody')} />
      ) : (
        <EmptyState
          title={t('projects>emptyTitle')}
          body={t('projects>emptyBody')}
          action={
            <ButtonLink to="/genre/all" size="lg">
              {t('projects>startRequest')}
            </ButtonLink>
          }
        />
      );
  } else {
    body = (
      <>
        <p className="projects__count" aria-live="polite">
          {t('projects>count', { count: list.count })}
          {list.totalPages > 1 && ` · ${t('projects>pageOf', { page, total: list.totalPages })}`}
        </p>
        <ul className="projects__list" aria-busy={fetching || undefined}>
          {requests.map((request) => (
            <li key={request.id}>
              <ProjectCard request={request} />
            </li>
          ))}
        </ul>
        <Pager page={page} totalPages={list.totalPages} busyPages={list.fetchingPages} onSelect={(p) => navigate(listPath(p, view))} />
      </>
    );
  }

  return (
    <div className="page projects">
      <div className="projects__header">
        <h1 className="page__title">{t('projects>title')}</h1>
        <ButtonLink to="/genre/all" variant="secondary">
          {t('projects>startRequest')}
        </ButtonLink>
      </div>
      <p className="page__lead">{t('projects>lead')}</p>
      <Tabs
        label={t('projects>views')}
        tabs={[
          { key: 'active', label: t('projects>viewActive') },
          { key: 'archived', label: t('projects>viewArchived') },
        ]}
        active={view}
        onChange={(next) => navigate(listPath(1, next))}
      >
        {body}
      </Tabs>
    </div>
  );
}
