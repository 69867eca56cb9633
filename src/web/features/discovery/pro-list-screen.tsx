import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { breadcrumbJsonLd } from '../../../domain/discovery/json-ld';
import {
  type ProListScreen as ListScreenKey,
  proListKey,
  proListPagePath,
  proListRequest,
} from '../../../domain/discovery/list-request';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageFrame } from '../../components/page-frame/page-frame';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { NotFoundScreen } from '../not-found';
import { JsonLd, ProCard } from './components';
import { LinkPager } from './link-pager';
import { useDiscoveryTitle } from './discovery-meta';
import { fetchProList } from './discovery-slice';
import { proListCrumbs, proListHeading } from './discovery-text';
import { PlaceLinks } from './place-links';
import { ListFilters, SearchForm } from './pro-list-form';

/** pro-list, pro-search, nearme and featured-pros: one page of pros, 20 at a time. */
export function ProListScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const request = proListRequest(match.route.screen as ListScreenKey, match.params, new URLSearchParams(location.search));
  const key = proListKey(request);
  const page = useAppSelector((s) => s.discovery.lists[key]);
  const status = useAppSelector((s) => s.discovery.status[key]);
  const baseUrl = useAppSelector((s) => s.app.publicUrl);

  useEffect(() => {
    if (!page && status === undefined) void dispatch(fetchProList(request));
  }, [dispatch, page, status, request]);

  useDiscoveryTitle(match, Boolean(page));

  if (status === 'notFound') return <NotFoundScreen />;
  if (!page) {
    return (
      <PageFrame>
        <div className="page">
          <h1 className="page__title">{t(`screens>${match.route.screen}>title`)}</h1>
          {status === 'failed' ? (
            <EmptyState
              title={t('common>loadFailed')}
              action={
                <button type="button" className="btn btn--secondary" onClick={() => void dispatch(fetchProList(request))}>
                  {t('common>retry')}
                </button>
              }
            />
          ) : (
            <Loading />
          )}
        </div>
      </PageFrame>
    );
  }

  const heading = proListHeading(page, request, t);
  const crumbs = proListCrumbs(page, request, heading, t);
  const { list } = page;
  const pathname = match.pathname;
  const formPath = page.category ? `/form/${page.category.slug}` : undefined;
  return (
    <PageFrame>
      <div className="page pro-list-page">
        <JsonLd data={breadcrumbJsonLd(crumbs.map((c) => ({ name: c.label, path: c.to })), baseUrl)} />
        <Breadcrumbs items={crumbs} />
        <header className="pro-list-page__header">
          <h1 className="page__title">{heading}</h1>
          {list.display_count !== null && <p className="pro-list-page__count">{t('discovery>list>count', { count: list.display_count })}</p>}
          {formPath && (
            <ButtonLink to={formPath} size="lg" className="pro-list-page__cta">
              {t('discovery>common>requestQuotes')}
            </ButtonLink>
          )}
        </header>
        {request.kind.kind === 'search' && <SearchForm pathname={pathname} query={page.query} city={request.city} />}
        {request.kind.kind === 'all' && <ListFilters filter={request.kind.filter} city={request.city} sort={request.sort || 'recommended'} />}
        {request.kind.kind === 'nearme' && page.category && <PlaceLinks categorySlug={page.category.slug} citySlug={page.city?.slug} />}
        {list.quote_services.length === 0 ? (
          <EmptyState
            title={t('discovery>list>emptyTitle')}
            body={t(formPath ? 'discovery>list>emptyBodyForm' : 'discovery>list>emptyBody')}
            action={
              formPath ? (
                <ButtonLink to={formPath}>{t('discovery>common>requestQuotes')}</ButtonLink>
              ) : (
                <ButtonLink to="/genre/all" variant="secondary">
                  {t('discovery>list>browseCategories')}
                </ButtonLink>
              )
            }
          />
        ) : (
          <ol className="pro-list" aria-label={heading}>
            {list.quote_services.map((pro) => (
              <li key={pro.id}>
                <ProCard pro={pro} />
              </li>
            ))}
          </ol>
        )}
        <LinkPager page={list.page} totalPages={list.total_pages} hrefFor={(p) => proListPagePath(pathname, request, p)} />
      </div>
    </PageFrame>
  );
}
