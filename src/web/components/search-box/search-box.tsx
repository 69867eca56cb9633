import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { QuoteCategoryResponse } from '../../../domain/catalogue/catalogue.types';
import { searchCategoryIndex } from '../../features/catalogue/shell';
import { useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { searchCategories } from './search-categories';

export interface SearchBoxProps {
  /** hero: big, with a visible label; compact: for the header. */
  variant: 'hero' | 'compact';
}

// Wait this long after the last key before asking the server (everyday words, near misses).
const SUGGEST_DELAY_MS = 150;

interface Answer {
  query: string;
  results: QuoteCategoryResponse[];
  suggestions: QuoteCategoryResponse[];
  /** The first suggestion is the likely meaning (else the suggestions are popular ones). */
  close: boolean;
}

/**
 * Service search: a combobox over the catalogue that suggests as one types. Names match at
 * once in the browser; the server adds everyday words and near misses (an everyday word finds its category).
 * When nothing matches it says so and offers the closest categories and a request in one's
 * own words. Choosing a result opens its category page.
 */
/** A path that carries words typed into a search that found nothing (`?describe=`) into a request form. */
export function describePath(path: string, words: string): string {
  const text = words.trim();
  return text ? `${path}?${new URLSearchParams({ describe: text }).toString()}` : path;
}

export function SearchBox({ variant }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const callApi = useApi();
  const categories = useAppSelector((s) => s.category.categories);
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const trimmed = query.trim();
  const local = useMemo(() => searchCategories(categories, query), [categories, query]);

  useEffect(() => {
    if (!trimmed) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      callApi((api) => searchCategoryIndex(api, trimmed))
        .then((found) => {
          if (!cancelled) setAnswer({ query: trimmed, results: found.quote_categories, suggestions: found.suggestions, close: found.suggestions_close === 1 });
        })
        // Offline or refused: the names matched in the browser stand, and nothing found says so.
        .catch(() => {
          if (!cancelled) setAnswer({ query: trimmed, results: [], suggestions: [], close: false });
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [trimmed, callApi]);

  const answered = answer !== null && answer.query === trimmed;
  // The server's answer covers the names too; until it comes, the names matched here.
  const results = answered && answer.results.length > 0 ? answer.results : local;
  const nothingFound = answered && results.length === 0;
  const closest = nothingFound ? answer.suggestions : [];
  const expanded = open && trimmed !== '';
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const reset = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
  };

  const choose = (category: QuoteCategoryResponse | undefined) => {
    if (!category) {
      // Nothing to open: show (or keep showing) what was found instead.
      setOpen(true);
      return;
    }
    reset();
    navigate(`/category/${category.slug}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(results[Math.max(active, 0)]);
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    choose(results[Math.max(active, 0)]);
  };

  const status = results.length > 0 ? t('search>results', { count: results.length }) : nothingFound ? t('search>noResults', { query: trimmed }) : '';
  // The closest category's form, where the request is told in one's own words; when the
  // suggestions are only a guess, the visitor chooses the category.
  const freeText = answered && answer.close ? closest[0] : undefined;

  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too new for some of our visitors' browsers.
    <form role="search" className={`search search--${variant}`} onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className={variant === 'compact' ? 'visually-hidden' : 'search__label'}>
        {variant === 'compact' ? t('search>compactLabel') : t('search>label')}
      </label>
      <div className="search__row">
        <input
          id={`${id}-input`}
          className="search__input"
          type="text"
          role="combobox"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search>placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded && results.length > 0}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <button type="submit" className="btn btn--primary search__submit">
          {t('search>submit')}
        </button>
      </div>
      <div id={listId} role="listbox" className="search__list" hidden={!expanded || results.length === 0} aria-label={t('search>compactLabel')}>
        {results.map((category, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys stay on the combobox input (aria-activedescendant).
          <div
            key={category.slug}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={i === active ? 'search__option search__option--active' : 'search__option'}
            // mousedown would blur the input and close the list before the click lands.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(category)}
          >
            <span className="search__option-name">{category.name}</span>
            <span className="search__option-group">{t('search>inGroup', { genre: category.genre.name, group: category.group_name })}</span>
          </div>
        ))}
      </div>
      {expanded && nothingFound && (
        // Links inside must take the tap before the input's blur closes the panel.
        // biome-ignore lint/a11y/noStaticElementInteractions: only keeps the focus for the links inside.
        <div className="search__empty" data-testid="search-empty" onMouseDown={(e) => e.preventDefault()}>
          <p className="search__empty-title">{t('search>noResultsTitle', { query: trimmed })}</p>
          {closest.length > 0 && (
            <>
              <p className="search__empty-lead">{t(answer?.close ? 'search>closestHeading' : 'search>popularHeading')}</p>
              <ul className="chips search__closest">
                {closest.map((category) => (
                  <li key={category.slug}>
                    <Link className="chip" to={`/category/${category.slug}`} onClick={reset}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="search__free-text">
            {/* The typed words go along into the description; with no close category, one is chosen first. */}
            <Link className="btn btn--secondary" to={freeText ? describePath(`/form/${freeText.slug}`, trimmed) : describePath('/genre/all', trimmed)} onClick={reset}>
              {t('search>freeText')}
            </Link>
            <span className="search__free-text-note">{freeText ? t('search>freeTextNote', { name: freeText.name }) : t('search>freeTextChoose')}</span>
          </p>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {expanded ? status : ''}
      </p>
    </form>
  );
}
