import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuoteListNotices } from './quote-list-notices';
import type { ScreenProps } from '../../routes/screen-types';
import { QuoteDecisions } from './decisions/quote-decisions';
import { ProjectActions, projectActionOf } from './project-actions';
import { idParam, isQuote, isWaitingLead, projectStatus } from './project-format';
import { ProjectFailure, ProjectSkeleton } from './project-states';
import { DeclinedInvitations, QuoteCard, WaitingPros } from './quote-parts';
import { ActivityTimeline, RequestDetails } from './request-details';
import { StatusBadge } from './status-badge';
import { BookingCard } from './booking-card';
import { ChangeRequestButton, ChangeRequestPopup, canChangeRequest } from './change-request-popup';
import { useProject } from './use-project';
import { PostedPanel } from '../request-form';
import { Section } from '../../components/section';

/** projects/quotelist/{requestId}/{action}: the quotes side by side, the request and its timeline. */
export default function QuoteListScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const requestId = idParam(match.params.requestId);
  const { request, failure, loading, reload } = useProject(requestId);
  if (loading) return <ProjectSkeleton />;
  if (!request) return <ProjectFailure failure={failure} notFound="request" onRetry={reload} />;

  const quotes = request.QuoteBid.filter(isQuote);
  const waiting = request.QuoteBid.filter(isWaitingLead);
  return (
    <div className="page quote-list">
      <p className="quote-list__back">
        <Link to="/dashboard/projects">← {t('projects>back')}</Link>
      </p>
      <div className="quote-list__header">
        <h1 className="page__title">{request.QuoteCategory.name}</h1>
        <StatusBadge status={projectStatus(request)} />
      </div>
      <p className="page__lead">
        {request.city.name}
        {request.district.name}
        {request.when.text && ` · ${request.when.text}`}
      </p>
      <PostedPanel />
      {request.booking && <BookingCard booking={request.booking} side="pro" />}
      {/* Keyed by request, so an action asked for in the path opens once per request. */}
      <ProjectActions key={request.id} request={request} initial={projectActionOf(match.params.action)} />
      <QuoteListNotices requestId={request.id} />
      {canChangeRequest(request) && (
        <div className="project-actions">
          <ChangeRequestButton />
        </div>
      )}
      <ChangeRequestPopup request={request} />

      <Section headingId="quotes-heading" title={<>{t('projects>quotesTitle')}<span className="section-block__count">{quotes.length}</span></>} block="section-block">
        {quotes.length === 0 ? (
          <p className="section-block__lead">{t('projects>quotesEmpty')}</p>
        ) : (
          <ul className="quote-grid">
            {quotes.map((bid) => (
              <li key={bid.id}>
                <QuoteCard bid={bid} />
                <QuoteDecisions request={request} bidId={bid.id} />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <WaitingPros bids={waiting} />
      <DeclinedInvitations items={request.declined_invitations ?? []} />
      <div className="quote-list__columns">
        <RequestDetails request={request} />
        <ActivityTimeline request={request} />
      </div>
    </div>
  );
}
