import { useTranslation } from 'react-i18next';

/**
 * Page numbers to show: always the first and last, a window around the current page, and
 * null where numbers are skipped (shown as an ellipsis).
 */
export function pageWindow(current: number, total: number, radius = 1): (number | null)[] {
  if (total <= 1) return [1];
  const pages: (number | null)[] = [];
  const from = Math.max(2, current - radius);
  const to = Math.min(total - 1, current + radius);
  pages.push(1);
  if (from > 2) pages.push(null);
  for (let p = from; p <= to; p++) pages.push(p);
  if (to < total - 1) pages.push(null);
  pages.push(total);
  return pages;
}

export interface PagerProps {
  page: number;
  totalPages: number;
  onSelect: (page: number) => void;
  /** Pages being fetched; their buttons wait. */
  busyPages?: readonly number[];
}

/** Paged-list navigation: previous, numbers, next; the current page is marked for assistive tech. */
export function Pager({ page, totalPages, onSelect, busyPages = [] }: PagerProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav className="pager" aria-label={t('pager>label')}>
      <ul className="pager__list">
        <li>
          <button type="button" className="pager__step" disabled={page <= 1} onClick={() => onSelect(page - 1)}>
            {t('pager>previous')}
          </button>
        </li>
        {pages.map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their position.
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className="pager__page"
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('pager>page', { page: p })}
                aria-busy={busyPages.includes(p) || undefined}
                onClick={() => p !== page && onSelect(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className="pager__step" disabled={page >= totalPages} onClick={() => onSelect(page + 1)}>
            {t('pager>next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
