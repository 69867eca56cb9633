import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteRequestSummaryResponse } from '../../../domain/requests/quote-request.types';
import { CardHead, CardSkeleton } from '../../components/card-parts';
import { projectStatus, taipeiTime } from './project-format';
import { StatusBadge } from './status-badge';

/** One request in the consumer's list: category, place, when it was posted, quotes and status. */
export function ProjectCard({ request }: { request: QuoteRequestSummaryResponse }) {
  const { t } = useTranslation();
  const titleId = useId();
  const waiting = request.bid_count - request.quoted_count;
  return (
    <article className="project-card" aria-labelledby={titleId} data-request-id={request.id}>
      <CardHead
        block="project-card"
        titleId={titleId}
        to={`/dashboard/projects/quotelist/${request.id}`}
        title={request.QuoteCategory.name}
        badge={<StatusBadge status={projectStatus(request)} />}
      />
      <p className="project-card__place">
        {request.city.name}
        {request.district.name}
      </p>
      <p className="project-card__time">
        <time dateTime={`${request.created.replace(' ', 'T')}Z`}>{t('projects>created', { time: taipeiTime(request.created) })}</time>
      </p>
      <p className="project-card__quotes">
        <strong>{request.quoted_count > 0 ? t('projects>quotes', { count: request.quoted_count }) : t('projects>noQuotes')}</strong>
        {request.unread_count > 0 && <span className="project-card__unread">{t('projects>unread', { count: request.unread_count })}</span>}
        {waiting > 0 && <span className="project-card__notified">{t('projects>notified', { count: request.bid_count })}</span>}
      </p>
    </article>
  );
}

/** A card's outline while the page loads. */
export function ProjectCardSkeleton() {
  return <CardSkeleton block="project-card" />;
}
