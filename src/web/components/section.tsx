import type { ReactNode } from 'react';

export interface SectionProps {
  /** The heading's id; the section is named by its heading. */
  headingId: string;
  title: ReactNode;
  /** A short paragraph under the heading. */
  lead?: ReactNode;
  /** The block class: the heading takes `${block}__title`, the lead `${block}__lead`. */
  block?: string;
  /** Classes added after the block class (modifiers such as `section--tinted`). */
  className?: string;
  titleClassName?: string;
  leadClassName?: string;
  /** Heading level inside the page; h2 under the page's h1 by default. */
  level?: 2 | 3;
  children?: ReactNode;
}

/** A titled part of a page: the section, its heading (which names it) and an optional lead. */
export function Section({ headingId, title, lead, block = 'section', className, titleClassName, leadClassName, level = 2, children }: SectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className ? `${block} ${className}` : block} aria-labelledby={headingId}>
      <Heading id={headingId} className={titleClassName ?? `${block}__title`}>
        {title}
      </Heading>
      {lead !== undefined && <p className={leadClassName ?? `${block}__lead`}>{lead}</p>}
      {children}
    </section>
  );
}
