import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { QuoteCategoryResponse } from '../../../domain/catalogue/catalogue.types';

/** A path that carries words typed into a search that found nothing (`?describe=`) into a request form. */
export function describePath(path: string, words: string): string {
  const text = words.trim();
  return text ? `${path}?${new URLSearchParams({ describe: text }).toString()}` : path;
}

interface NothingFoundProps {
  /** The words typed, trimmed. */
  query: string;
  /** The server's suggestions; `close` when the first is the likely meaning, else popular ones. */
  closest: QuoteCategoryResponse[];
  close: boolean;
  /** Following one of the links: the search is emptied and closed. */
  onLeave: () => void;
}

/** What a search that found nothing offers: the closest categories, and a request in one's own words. */
export function NothingFound({ query, closest, close, onLeave }: NothingFoundProps) {
  const { t } = useTranslation();
  // The closest category's form, where the request is told in one's own words; when the
  // suggestions are only a guess, the visitor chooses the category.
  const freeText = close ? closest[0] : undefined;
  return (
    // Links inside must take the tap before the input's blur closes the panel.
    // biome-ignore lint/a11y/noStaticElementInteractions: only keeps the focus for the links inside.
    <div className="search__empty" data-testid="search-empty" onMouseDown={(e) => e.preventDefault()}>
      <p className="search__empty-title">{t('search>noResultsTitle', { query })}</p>
      {closest.length > 0 && (
        <>
          <p className="search__empty-lead">{t(close ? 'search>closestHeading' : 'search>popularHeading')}</p>
          <ul className="chips search__closest">
            {closest.map((category) => (
              <li key={category.slug}>
                <Link className="chip" to={`/category/${category.slug}`} onClick={onLeave}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="search__free-text">
        {/* The typed words go along into the description; with no close category, one is chosen first. */}
        <Link className="btn btn--secondary" to={freeText ? describePath(`/form/${freeText.slug}`, query) : describePath('/genre/all', query)} onClick={onLeave}>
          {t('search>freeText')}
        </Link>
        <span className="search__free-text-note">{freeText ? t('search>freeTextNote', { name: freeText.name }) : t('search>freeTextChoose')}</span>
      </p>
    </div>
  );
}
