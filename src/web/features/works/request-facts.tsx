import { type ReactNode, useId } from 'react';
import { formatTaipei, parseUtcString } from '../../../domain/time';
import { sinceText } from './work-status';

/** One row of a request's facts: a label and what the consumer gave. */
export interface RequestFact {
  key: string;
  label: ReactNode;
  value: ReactNode;
  /** The class of the value (`<dd>`), for a long text. */
  className?: string;
}

/**
 * A request's facts under their heading, as a list of label and value rows (rows given as
 * `false` are left out), with what follows the list (the photos).
 */
export function RequestFacts({ className, title, listClassName, facts, children }: {
  className: string;
  title: string;
  listClassName: string;
  facts: (RequestFact | false)[];
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={`section-block ${className}`} aria-labelledby={titleId}>
      <h2 className="section-block__title" id={titleId}>
        {title}
      </h2>
      <dl className={listClassName}>
        {facts.map(
          (fact) =>
            fact && (
              <div key={fact.key}>
                <dt>{fact.label}</dt>
                <dd className={fact.className}>{fact.value}</dd>
              </div>
            ),
        )}
      </dl>
      {children}
    </section>
  );
}

/** When the request was sent: its Taipei time and how long ago. */
export function RequestCreated({ created }: { created: string }) {
  return (
    <time dateTime={`${created.replace(' ', 'T')}Z`}>
      {formatTaipei(parseUtcString(created))} · {sinceText(created)}
    </time>
  );
}
