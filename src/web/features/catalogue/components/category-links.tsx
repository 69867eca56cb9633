import { Link } from 'react-router';
import type { QuoteCategoryResponse } from '../../../../domain/catalogue/catalogue.types';

/** A list of category links, as cards with their descriptions or as compact chips; `linkTo` when not the category page. */
export function CategoryLinks({ categories, compact = false, linkTo }: { categories: QuoteCategoryResponse[]; compact?: boolean; linkTo?: (slug: string) => string }) {
  const to = linkTo ?? ((slug: string) => `/category/${slug}`);
  if (compact) {
    return (
      <ul className="chips">
        {categories.map((c) => (
          <li key={c.slug}>
            <Link className="chip" to={to(c.slug)}>
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
          <Link className="category-card" to={to(c.slug)}>
            <span className="category-card__name">{c.name}</span>
            <span className="category-card__desc">{c.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
