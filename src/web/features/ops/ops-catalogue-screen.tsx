import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Input } from '../../components/input';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { Select } from '../../components/select';
import { useApi } from '../../store/use-api';
import { getCategoryPage, type OpsCategoryPage } from './api/catalogue';
import { CatalogueTabs } from './ops-catalogue-parts';
import { type CatalogueListState, catalogueSearch, catalogueStateFromSearch } from './ops-catalogue-query';
import { OpsFrame } from './ops-frame';
import { OPS_CATALOGUE_PATH, opsCategoryPath } from './ops-paths';
import { useOpsLoad } from './use-ops-load';

type Filters = Omit<CatalogueListState, 'page'>;

function CatalogueFilters({ initial, genres, onApply }: { initial: Filters; genres: OpsCategoryPage['genres']; onApply: (values: Filters) => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(values);
  };
  return (
    <form className="ops-panel ops-filters" onSubmit={submit} aria-label={t('ops>catalogue>filters')}>
      <div className="ops-filters__grid">
        <Input label={t('ops>catalogue>search')} type="search" maxLength={50} value={values.q} onChange={(e) => setValues((v) => ({ ...v, q: e.target.value }))} />
        <Select
          label={t('ops>catalogue>genre')}
          placeholder={t('ops>catalogue>allGenres')}
          options={genres.map((g) => ({ value: g.slug, label: g.name }))}
          value={values.genre}
          onChange={(e) => setValues((v) => ({ ...v, genre: e.target.value }))}
        />
        <Select
          label={t('ops>catalogue>state')}
          placeholder={t('ops>catalogue>allStates')}
          options={[
            { value: '1', label: t('ops>catalogue>active') },
            { value: '0', label: t('ops>catalogue>inactive') },
          ]}
          value={values.active}
          onChange={(e) => setValues((v) => ({ ...v, active: e.target.value as Filters['active'] }))}
        />
      </div>
      <div className="ops-actions">
        <Button type="submit">{t('ops>catalogue>apply')}</Button>
        <Button variant="secondary" onClick={() => onApply({ q: '', genre: '', active: '' })}>
          {t('ops>catalogue>clear')}
        </Button>
      </div>
    </form>
  );
}

function CategoryTable({ page }: { page: OpsCategoryPage }) {
  const { t } = useTranslation();
  return (
    <table className="ops-table">
      <thead>
        <tr>
          <th scope="col">{t('ops>catalogue>name')}</th>
          <th scope="col">{t('ops>catalogue>genre')}</th>
          <th scope="col">{t('ops>catalogue>questions')}</th>
          <th scope="col">{t('ops>catalogue>state')}</th>
        </tr>
      </thead>
      <tbody>
        {page.quote_categories.map((c) => (
          <tr key={c.id} className="ops-table__row">
            <td data-label={t('ops>catalogue>name')}>
              <Link to={opsCategoryPath(c.id)}>{c.name}</Link>
              <br />
              {c.slug}
            </td>
            <td data-label={t('ops>catalogue>genre')}>{c.genre.name}</td>
            <td data-label={t('ops>catalogue>questions')}>{c.question_count}</td>
            <td data-label={t('ops>catalogue>state')}>{t(c.is_active ? 'ops>catalogue>active' : 'ops>catalogue>inactive')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CatalogueList() {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const navigate = useNavigate();
  // The filters and page live in the URL: back, forward and a shared link show the same list.
  const state = catalogueStateFromSearch(location.search);
  // The genres for the filter, kept while the next page loads.
  const [genres, setGenres] = useState<OpsCategoryPage['genres']>([]);
  const { state: loaded, reload } = useOpsLoad(async () => {
    const { page, ...filter } = catalogueStateFromSearch(location.search);
    const answer = await api((client) => getCategoryPage(client, filter, page));
    setGenres(answer.genres);
    return answer;
  }, [location.search]);

  const go = (next: CatalogueListState) => navigate(`${OPS_CATALOGUE_PATH}${catalogueSearch(next)}`);
  return (
    <>
      <h1 className="ops-title">{t('ops>catalogue>title')}</h1>
      <CatalogueFilters key={`${location.search}:${genres.length}`} initial={state} genres={genres} onApply={(values) => go({ ...values, page: 1 })} />
      {loaded.kind === 'loading' && <Loading />}
      {loaded.kind === 'failed' && <FailureRetry failure={toErrorInfo(loaded.error)} onRetry={() => void reload()} />}
      {loaded.kind === 'loaded' &&
        (loaded.data.quote_categories.length === 0 ? (
          <EmptyState title={t('ops>catalogue>empty')} body={t('ops>catalogue>emptyBody')} />
        ) : (
          <>
            <p className="ops-count">{t('ops>catalogue>count', { count: loaded.data.count })}</p>
            <div className="ops-table-wrap">
              <CategoryTable page={loaded.data} />
            </div>
            <Pager page={state.page} totalPages={loaded.data.total_pages} onSelect={(page) => go({ ...state, page })} />
          </>
        ))}
    </>
  );
}

/** /ops/catalogue (support, admin): every category, active or not, by name, genre and state. */
export default function OpsCatalogueScreen() {
  return (
    <OpsFrame permission={OpsPermission.EditCatalogue}>
      <CatalogueTabs />
      <CatalogueList />
    </OpsFrame>
  );
}
