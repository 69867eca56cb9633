import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { stripLanguagePrefix } from '../routes/route-table';
import { useAppSelector } from '../store/hooks';
import { breadcrumbListLd } from '../lib/structured-data';
import { JsonLd } from './json-ld';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** The trail to this page; `structured` adds it as BreadcrumbList data for search engines. */
export function Breadcrumbs({ items, structured = false }: { items: Crumb[]; structured?: boolean }) {
  const { t } = useTranslation();
  const publicUrl = useAppSelector((s) => s.app.publicUrl);
  const { pathname } = stripLanguagePrefix(useLocation().pathname);
  return (
    <nav className="breadcrumbs" aria-label={t('catalogue>breadcrumb')}>
      <ol className="breadcrumbs__list">
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a trail's position is its identity; labels may repeat.
          <li key={index} className="breadcrumbs__item">
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
      {structured && <JsonLd data={breadcrumbListLd(items, publicUrl, pathname)} />}
    </nav>
  );
}
