import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { QuoteRequestResponse } from '../../../domain/requests/quote-request.types';
import type { ScreenProps } from '../../routes/screen-types';
import { idParam, isQuote, quotePriceText, taipeiTime } from './project-format';
import { ProjectFailure, ProjectSkeleton } from './project-states';
import { ConversationPanel } from '../messages';
import { BidPayments } from '../safety-payments';
import { QuoteDecisions, useMarkQuoteRead } from './decisions/quote-decisions';
import { QuoteAttachments } from './quote-attachments';
import { ProAvatar, ProFigures } from './quote-parts';
import { RequestDetails } from './request-details';
import { BookingCard } from './booking-card';
import { type ProjectLoad, useProject, useProjectOfQuote } from './use-project';

/**
 * projects/quote/{requestId}/{quoteId}/{details} and projects/quote/{quoteId}. A request id of 0
 * goes to the quote-only route; a quote id that is the word "details" means the first segment
 * is the quote and its details are shown (spec section 2).
 */
export default function QuoteScreen({ match }: ScreenProps) {
  const { requestId: first, quoteId: second, details } = match.params;
  if (first === '0' && second !== undefined) return <Navigate to={`/dashboard/projects/quote/${second}`} replace />;
  if (second === 'details') return <QuoteOnly quoteId={idParam(first)} showDetails />;
  if (first === undefined) return <QuoteOnly quoteId={idParam(second)} showDetails={false} />;
  return <QuoteOfRequest requestId={idParam(first)} quoteId={idParam(second)} showDetails={details !== undefined} />;
}

function QuoteOfRequest({ requestId, quoteId, showDetails }: { requestId: number | undefined; quoteId: number | undefined; showDetails: boolean }) {
  return <QuoteView load={useProject(requestId)} quoteId={quoteId} showDetails={showDetails} />;
}

function QuoteOnly({ quoteId, showDetails }: { quoteId: number | undefined; showDetails: boolean }) {
  return <QuoteView load={useProjectOfQuote(quoteId)} quoteId={quoteId} showDetails={showDetails} />;
}

function QuoteView({ load, quoteId, showDetails }: { load: ProjectLoad; quoteId: number | undefined; showDetails: boolean }) {
  if (quoteId === undefined) return <ProjectFailure notFound="quote" onRetry={load.reload} />;
  if (load.loading) return <ProjectSkeleton />;
  // Only a sent quote has a page: a lead the pro never answered is not a quote.
  const bid = load.request?.QuoteBid.find((b) => b.id === quoteId && isQuote(b));
  if (!load.request || !bid) return <ProjectFailure failure={load.failure} notFound="quote" onRetry={load.reload} />;
  return <QuoteDetail request={load.request} bidId={bid.id} showDetails={showDetails} />;
}

function QuoteDetail({ request, bidId, showDetails }: { request: QuoteRequestResponse; bidId: number; showDetails: boolean }) {
  const { t } = useTranslation();
  const bid = request.QuoteBid.find((b) => b.id === bidId)!;
  useMarkQuoteRead(bid);
  return (
    <div className="page page--narrow quote-detail">
      <p className="quote-list__back">
        <Link to={`/dashboard/projects/quotelist/${request.id}`}>← {t('projects>quote>back')}</Link>
      </p>
      <h1 className="page__title">{t('projects>quote>title')}</h1>
      <article className="quote-detail__card" aria-label={bid.Provider.full_name}>
        <div className="quote-card__pro">
          <ProAvatar provider={bid.Provider} size="lg" />
          <div>
            <h2 className="quote-card__name">{bid.Provider.full_name}</h2>
            <p className="quote-card__service">
              {t('projects>quote>service', { title: bid.QuoteService.title })}
            </p>
          </div>
        </div>
        <ProFigures bid={bid} />
        <p className="quote-detail__price">{quotePriceText(t, bid)}</p>
        <h3 className="quote-detail__label">{t('projects>quote>note')}</h3>
        <p className="quote-detail__note">{bid.price_note || t('projects>quote>noNote')}</p>
        <QuoteAttachments files={bid.attachments} />
        {bid.quote_sent_on && <p className="quote-card__time">{t('projects>sentAt', { time: taipeiTime(bid.quote_sent_on) })}</p>}
        <p className="quote-detail__request">
          {t('projects>quote>request')}
          <Link to={`/dashboard/projects/quotelist/${request.id}`}>
            {request.QuoteCategory.name} · {request.city.name}
            {request.district.name}
          </Link>
        </p>
      </article>
      {request.booking?.quote_bid_id === bid.id && <BookingCard booking={request.booking} side="pro" />}
      <QuoteDecisions request={request} bidId={bid.id} />
      <BidPayments bid={bid} />
      <ConversationPanel bidId={bid.id} />
      {showDetails && <RequestDetails request={request} />}
    </div>
  );
}
