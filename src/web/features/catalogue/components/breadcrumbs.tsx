import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t('catalogue>breadcrumb')}>
      <ol className="breadcrumbs__list">
        {items.map((item) => (
          <li key={item.label} className="breadcrumbs__item">
            {item.to ? <Link to={item.to}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
