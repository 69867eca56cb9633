import type { ReactNode } from 'react';
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

/** A request's facts as a list of label and value rows; rows given as `false` are left out. */
export function RequestFacts({ className, facts }: { className: string; facts: (RequestFact | false)[] }) {
  return (
    <dl className={className}>
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
