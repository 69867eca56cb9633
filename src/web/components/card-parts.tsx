import type { ReactNode } from 'react';
import { Link } from 'react-router';

const SKELETON_CARDS = [1, 2, 3];

/** A list's outline while its first page loads: said to screen readers, three cards drawn. */
export function ListSkeleton({ block, label, card }: { block: string; label: string; card: ReactNode }) {
  return (
    <div className={`${block}__loading`} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className={`${block}__list`}>
        {SKELETON_CARDS.map((n) => (
          <li key={n}>{card}</li>
        ))}
      </ul>
    </div>
  );
}

/** One card's outline (`<block> <block>--skeleton`): a title and two lines. */
export function CardSkeleton({ block }: { block: string }) {
  return (
    <div className={`${block} ${block}--skeleton`} aria-hidden="true">
      <span className="skeleton skeleton--title" />
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}

/** A card's head: its title, a link to what it shows, and a badge beside it. */
export function CardHead({ block, titleId, to, title, badge }: { block: string; titleId: string; to: string; title: string; badge: ReactNode }) {
  return (
    <div className={`${block}__head`}>
      <h2 className={`${block}__title`} id={titleId}>
        <Link to={to}>{title}</Link>
      </h2>
      {badge}
    </div>
  );
}
