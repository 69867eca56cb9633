import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  body?: string;
  /** Optional call to action under the text. */
  action?: ReactNode;
  /** Heading level inside the page; h2 under the page's h1 by default. */
  level?: 2 | 3;
}

export function EmptyState({ title, body, action, level = 2 }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="empty-state">
      <span className="empty-state__mark" aria-hidden="true" />
      <Heading className="empty-state__title">{title}</Heading>
      {body && <p className="empty-state__body">{body}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </section>
  );
}
