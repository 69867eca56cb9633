import { type FormEvent, type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuoteCategoryResponse } from '../../../domain/catalogue/catalogue.types';
import { useAppSelector } from '../../store/hooks';
import { searchCategories } from './search-categories';

export interface SearchBoxProps {
  /** hero: big, with a visible label; compact: for the header. */
  variant: 'hero' | 'compact';
}

/** Service search: a combobox over the catalogue; choosing a result opens its category page. */
export function SearchBox({ variant }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useAppSelector((s) => s.category.categories);
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const results = useMemo(() => searchCategories(categories, query), [categories, query]);
  const expanded = open && query.trim() !== '';
  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (category: QuoteCategoryResponse | undefined) => {
    if (!category) return;
    setOpen(false);
    setQuery('');
    setActive(-1);
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

  const status = results.length > 0 ? t('search>results', { count: results.length }) : t('search>noResults', { query: query.trim() });

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
          aria-expanded={expanded}
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
      <p className="visually-hidden" aria-live="polite">
        {expanded ? status : ''}
      </p>
    </form>
  );
}
