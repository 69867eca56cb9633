import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatTaipei, parseUtcString } from '../../../domain/time';
import { excerpt, LeadFiguresLine, sinceText, useCardOpen } from '../works';
import { AnswerCase } from './answer-case';
import type { JobCenterCase } from './api/job-center';
import { casePath } from './job-center-paths';

/** When a case was posted: time since, with the Taiwan time on hover. */
export function CaseTime({ created }: { created: string }) {
  const { t } = useTranslation();
  return (
    <time dateTime={`${created.replace(' ', 'T')}Z`} title={formatTaipei(parseUtcString(created))}>
      {t('jobCenter>card>created', { since: sinceText(created) })}
    </time>
  );
}

/** How many pros have quoted, as a badge. */
export function QuoteCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return <span className="case-card__quotes">{count === 0 ? t('jobCenter>card>noQuotes') : t('jobCenter>card>quotes', { count })}</span>;
}

/** One open case: category (to its page), place, time posted, quotes so far, an excerpt, the consumer and the answer button. */
export function CaseCard({ item }: { item: JobCenterCase }) {
  const { t } = useTranslation();
  const titleId = useId();
  const open = useCardOpen(casePath(item.id));
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title link is the keyboard's way in; the click only widens its target.
    <article className="work-card case-card card-open" aria-labelledby={titleId} data-request-id={item.id} onClick={open}>
      <div className="work-card__head">
        <h2 className="work-card__title" id={titleId}>
          <Link to={casePath(item.id)}>{item.category.name}</Link>
        </h2>
        <QuoteCount count={item.quote_count} />
      </div>
      <p className="work-card__meta">
        <span>
          {item.city}
          {item.district}
        </span>
        <CaseTime created={item.created} />
      </p>
      {item.description && <p className="work-card__excerpt">{excerpt(item.description)}</p>}
      <LeadFiguresLine figures={item} />
      <p className="work-card__foot">{t('jobCenter>card>consumer', { name: item.consumer_name })}</p>
      <AnswerCase requestId={item.id} describedBy={titleId} />
    </article>
  );
}
