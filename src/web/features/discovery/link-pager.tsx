import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageWindow } from '../../components/pager';

/** Pages as links (crawlers follow them): previous, numbers, next. */
export function LinkPager({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager>label')}>
      <ul className="pager__list">
        <li>
          {page > 1 ? (
            <Link className="pager__step" to={hrefFor(page - 1)} rel="prev">
              {t('pager>previous')}
            </Link>
          ) : (
            <span className="pager__step" aria-disabled="true">
              {t('pager>previous')}
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their position.
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link className="pager__page" to={hrefFor(p)} aria-current={p === page ? 'page' : undefined} aria-label={t('pager>page', { page: p })}>
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link className="pager__step" to={hrefFor(page + 1)} rel="next">
              {t('pager>next')}
            </Link>
          ) : (
            <span className="pager__step" aria-disabled="true">
              {t('pager>next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
