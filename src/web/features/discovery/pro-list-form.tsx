import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PRO_LIST_SORTS, type ProListSort } from '../../../domain/discovery/list-request';
import { selectCategoryTree } from '../../store/category-selectors';
import { useCities } from '../../store/use-cities';
import { useAppSelector } from '../../store/hooks';

export function SearchForm({ pathname, query, city }: { pathname: string; query: string; city: string }) {
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
export function ListFilters({ filter, city, sort }: { filter: string | null; city: string; sort: ProListSort }) {
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
