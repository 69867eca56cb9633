import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { BookingCard, idParam, QuoteAttachments, quotePriceText, taipeiTime } from '../projects';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { ConversationPanel } from '../messages';
import { LeadActions } from './lead-actions';
import { LeadFiguresLine } from './lead-figures';
import { LeadFailed, LeadSkeleton } from './lead-states';
import { type CreditShortfall, PriceViewSheet } from './price-view-sheet';
import { canSwitchToManual, SwitchToManual } from './switch-manual';
import { awaitsInvitationAnswer, LeadInvitation } from './lead-invitation';
import { QuoteForm } from './quote-form';
import { LeadRequest } from './lead-request';
import { WorkStatusBadge } from './work-card';
import { canQuote } from './work-status';
import { changeLead, fetchLead } from './works-thunks';

/** requests/{bidId} and works/{bidId}: a lead or job with the request's details, the quote form and the pro's actions. */
export default function LeadScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const mode = match.route.screen === 'work-detail' ? 'work' : 'request';
  const bidId = idParam(match.params.bidId);
  const lead = useAppSelector((s) => (bidId === undefined ? undefined : s.works.details[bidId]));
  const failure = useAppSelector((s) => (bidId === undefined ? undefined : s.works.detailErrors[bidId]));
  const readSent = useRef<number | null>(null);
  const [shortfall, setShortfall] = useState<CreditShortfall | null>(null);

  useEffect(() => {
    if (bidId !== undefined) void dispatch(fetchLead(bidId));
  }, [dispatch, bidId]);

  // Opening a lead reads it (stamps provider_last_read_on), once per lead.
  useEffect(() => {
    if (!lead || lead.is_provider_readed || readSent.current === lead.id) return;
    readSent.current = lead.id;
    void dispatch(changeLead({ action: 'read', bidId: lead.id }));
  }, [dispatch, lead]);

  const backTo = mode === 'work' ? '/dashboard/works' : '/dashboard/requests';
  const backText = mode === 'work' ? t('works>detail>backWorks') : t('works>detail>back');
  // The screen keeps its h1 while the lead loads or fails.
  const screenTitle = <h1 className="page__title">{t(`screens>${match.route.screen}>title`)}</h1>;

  if (bidId === undefined || (failure && failure.status === 404 && !lead)) {
    return (
      <div className="page page--narrow">
        {screenTitle}
        <EmptyState level={2} title={t('works>detail>notFoundTitle')} body={t('works>detail>notFoundBody')} action={<ButtonLink to={backTo}>{backText}</ButtonLink>} />
      </div>
    );
  }
  if (!lead && failure) {
    return (
      <div className="page page--narrow">
        {screenTitle}
        <LeadFailed failure={failure} onRetry={() => void dispatch(fetchLead(bidId))} />
      </div>
    );
  }
  if (!lead) {
    return (
      <div className="page" aria-busy="true">
        {screenTitle}
        <LeadSkeleton label={t('common>loading')} />
      </div>
    );
  }

  const request = lead.QuoteRequest;
  return (
    <div className="page works lead">
      <p className="lead__back">
        <Link to={backTo}>← {backText}</Link>
      </p>
      <div className="lead__header">
        <h1 className="page__title">{request.QuoteCategory.name}</h1>
        <WorkStatusBadge bid={lead} />
      </div>
      <p className="page__lead">
        {request.city.name}
        {request.district.name}
        {request.when.text && ` · ${request.when.text}`}
      </p>
      {lead.match_area && (
        <p className="lead__match-area">
          {lead.match_area.shape === 'radius' && lead.match_area.distance_km !== null
            ? t('works>detail>matchRadius', { km: Math.max(1, Math.ceil(lead.match_area.distance_km)) })
            : t('works>detail>matchPolygon')}
        </p>
      )}
      <LeadFiguresLine figures={lead} paid={lead.fee_amount !== null} />
      {request.booking && <BookingCard booking={request.booking} side="consumer" />}
      {lead.quote_status_id === QuoteStatus.Archived && lead.closed_by_hire === 1 && (
        <p className="lead-closed-note" role="status">
          {t('lifecycle>closedLead')}
        </p>
      )}
      {lead.quote_sent_on && (
        <section className="section-block lead__quote" aria-labelledby="lead-quote-title">
          <h2 className="section-block__title" id="lead-quote-title">
            {t('works>detail>yourQuote')}
          </h2>
          <p className="lead__price">{quotePriceText(t, lead)}</p>
          {lead.price_note && <p className="lead__note">{lead.price_note}</p>}
          <QuoteAttachments files={lead.attachments} />
          <p className="lead__sent">{t('works>detail>quotedOn', { time: taipeiTime(lead.quote_last_update_on ?? lead.quote_sent_on) })}</p>
          {lead.is_contact_charge === 1 && lead.fee_amount === null && <p className="lead__pay">{t('works>switch>pending')}</p>}
        </section>
      )}
      {canSwitchToManual(lead) && <SwitchToManual lead={lead} />}
      <div className="lead__columns">
        <LeadRequest lead={lead} />
        {awaitsInvitationAnswer(lead) ? (
          <LeadInvitation lead={lead} />
        ) : (
          canQuote(lead) && <QuoteForm key={`${lead.id}-${lead.quote_sent_on ?? ''}-${lead.quote_last_update_on ?? ''}`} lead={lead} onShortfall={setShortfall} />
        )}
      </div>
      <LeadActions lead={lead} mode={mode} />
      {/* Once the quote is out, the pro and the consumer talk here. */}
      {lead.quote_sent_on && lead.quote_status_id !== QuoteStatus.NotInterested && <ConversationPanel bidId={lead.id} />}
      <PriceViewSheet shortfall={shortfall} />
    </div>
  );
}
