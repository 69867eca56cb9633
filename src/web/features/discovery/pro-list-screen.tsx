import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { breadcrumbJsonLd } from '../../../domain/discovery/json-ld';
import {
  type ProListScreen as ListScreenKey,
  PRO_LIST_SORTS,
  type ProListSort,
  proListKey,
  proListPagePath,
  proListRequest,
} from '../../../domain/discovery/list-request';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageFrame } from '../../components/page-frame/page-frame';
import type { ScreenProps } from '../../routes/screen-types';
import { selectCategoryTree } from '../../store/category-selectors';
import { useCities } from '../../store/use-cities';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { NotFoundScreen } from '../not-found';
import { JsonLd, LinkPager, ProCard } from './components';
import { useDiscoveryTitle } from './discovery-meta';
import { fetchProList } from './discovery-slice';
import { proListCrumbs, proListHeading } from './discovery-text';

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

function SearchForm({ pathname, query, city }: { pathname: string; query: string; city: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState(query);
  const [c, setC] = useState(city);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (q.trim()) params.set('q', q.trim());
    if (c) params.set('city', c);
    const qs = params.toString();
    void navigate(qs ? `${pathname}?${qs}` : pathname);
  };
  return (
    <search>
      <form className="pro-search-form" action={pathname} method="get" onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor="pro-search-q">
          {t('discovery>list>searchLabel')}
        </label>
        <input
          id="pro-search-q"
          className="input"
          name="q"
          type="search"
          maxLength={50}
          value={q}
          placeholder={t('discovery>list>searchPlaceholder')}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <CityField id="pro-search-city" value={c} onChange={setC} />
      <button type="submit" className="btn btn--primary">
        {t('discovery>list>submit')}
      </button>
      </form>
    </search>
  );
}

/**
 * pro-list's filters: the category (or genre) as the path, the city and the order as the query
 * (/pro-list/aircon-cleaning?city=taipei-city&sort=reviews). A change applies at once.
 */
function ListFilters({ filter, city, sort }: { filter: string | null; city: string; sort: ProListSort }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tree = useAppSelector(selectCategoryTree);
  const go = (next: { filter: string | null; city: string; sort: ProListSort }) => {
    const params = new URLSearchParams();
    if (next.city) params.set('city', next.city);
    if (next.sort !== 'recommended') params.set('sort', next.sort);
    const qs = params.toString();
    void navigate(`/pro-list${next.filter ? `/${next.filter}` : ''}${qs ? `?${qs}` : ''}`);
  };
  const current = { filter, city, sort };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    go({ filter: String(data.get('filter') ?? '') || null, city: String(data.get('city') ?? ''), sort: (String(data.get('sort') ?? '') || 'recommended') as ProListSort });
  };
  return (
    <form className="pro-list-filters" aria-label={t('discovery>list>filtersLabel')} onSubmit={submit}>
      <SelectField id="pro-list-category" label={t('discovery>list>categoryLabel')} name="filter" value={filter ?? ''} onChange={(value) => go({ ...current, filter: value || null })}>
          <option value="">{t('discovery>list>allCategories')}</option>
          {filter === 'top-rated' || filter === 'verified' ? <option value={filter}>{t(filter === 'top-rated' ? 'discovery>list>topRated' : 'discovery>list>verified')}</option> : null}
          {tree.map(({ genre, groups }) => (
            <optgroup key={genre.slug} label={genre.name}>
              <option value={genre.slug}>{t('discovery>list>ofSubject', { subject: genre.name })}</option>
              {groups
                .flatMap((g) => g.categories)
                .map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
            </optgroup>
          ))}
      </SelectField>
      <CityField id="pro-list-city" value={city} onChange={(value) => go({ ...current, city: value })} />
      <SelectField id="pro-list-sort" label={t('discovery>list>sortLabel')} name="sort" value={sort} onChange={(value) => go({ ...current, sort: value as ProListSort })}>
          {PRO_LIST_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`discovery>list>sort>${s}`)}
            </option>
          ))}
      </SelectField>
      <noscript>
        <button type="submit" className="btn btn--secondary">
          {t('discovery>list>applyFilters')}
        </button>
      </noscript>
    </form>
  );
}

/** A labelled drop-down of the list's filters; `onChange` gets the chosen value. */
function SelectField({ id, label, name, value, onChange, children }: { id: string; label: string; name: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The city filter: every city or one, the cities loaded on first use. */
function CityField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const cities = useCities();
  return (
    <SelectField id={id} label={t('discovery>list>cityLabel')} name="city" value={value} onChange={onChange}>
      <option value="">{t('discovery>list>allCities')}</option>
      {cities.map((x) => (
        <option key={x.slug} value={x.slug}>
          {x.name}
        </option>
      ))}
    </SelectField>
  );
}

/** nearme: the cities, or the chosen city's districts, as links. */
function PlaceLinks({ categorySlug, citySlug }: { categorySlug: string; citySlug: string | undefined }) {
  const { t } = useTranslation();
  const cities = useCities();
  if (cities.length === 0) return null;
  const city = citySlug ? cities.find((c) => c.slug === citySlug) : undefined;
  return (
    <nav className="place-links" aria-label={t(city ? 'discovery>list>chooseDistrict' : 'discovery>list>chooseCity')}>
      <h2 className="place-links__title">{t(city ? 'discovery>list>chooseDistrict' : 'discovery>list>chooseCity')}</h2>
      <ul className="chips">
        {city
          ? city.districts.map((d) => (
              <li key={d.id}>
                <Link className="chip" to={`/nearme/${categorySlug}/${city.slug}/${encodeURIComponent(d.name)}`}>
                  {d.name}
                </Link>
              </li>
            ))
          : cities.map((c) => (
              <li key={c.slug}>
                <Link className="chip" to={`/nearme/${categorySlug}/${c.slug}`}>
                  {c.name}
                </Link>
              </li>
            ))}
      </ul>
    </nav>
  );
}
