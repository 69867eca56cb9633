import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuoteCategoryResponse } from '../../../domain/catalogue/catalogue.types';
import { useAppSelector } from '../../store/hooks';
import { NothingFound } from './nothing-found';
import { useCategorySearch } from './use-category-search';

export { describePath } from './nothing-found';

export interface SearchBoxProps {
  /** hero: big, with a visible label; compact: for the header. */
  variant: 'hero' | 'compact';
}

/**
 * Service search: a combobox over the catalogue that suggests as one types. Names match at
 * once in the browser; the server adds everyday words and near misses (an everyday word finds its category).
 * When nothing matches it says so and offers the closest categories and a request in one's
 * own words. Choosing a result opens its category page.
 */
export function SearchBox({ variant }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useAppSelector((s) => s.category.categories);
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const trimmed = query.trim();

  const { results, nothingFound, closest, close } = useCategorySearch(categories, query);
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
      {expanded && nothingFound && <NothingFound query={trimmed} closest={closest} close={close} onLeave={reset} />}
      <p className="visually-hidden" aria-live="polite">
        {expanded ? status : ''}
      </p>
    </form>
  );
}
