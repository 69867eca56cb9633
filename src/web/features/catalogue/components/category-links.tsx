import { Link } from 'react-router';
import type { QuoteCategoryResponse } from '../../../../domain/catalogue/catalogue.types';

/** A list of category links, as cards with their descriptions or as compact chips. */
export function CategoryLinks({ categories, compact = false }: { categories: QuoteCategoryResponse[]; compact?: boolean }) {
  if (compact) {
    return (
      <ul className="chips">
        {categories.map((c) => (
          <li key={c.slug}>
            <Link className="chip" to={`/category/${c.slug}`}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="category-list">
      {categories.map((c) => (
        <li key={c.slug}>
          <Link className="category-card" to={`/category/${c.slug}`}>
            <span className="category-card__name">{c.name}</span>
            <span className="category-card__desc">{c.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
