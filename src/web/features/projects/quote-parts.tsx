import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import type { DeclinedInvitationResponse, QuoteBidResponse } from '../../../domain/requests/quote-request.types';
import { quotePriceText, taipeiTime } from './project-format';
import { Section } from '../../components/section';

/** The pro's picture, or the first character of their name on a tinted disc. */
export function ProAvatar({ provider, size = 'md' }: { provider: QuoteBidResponse['Provider']; size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const className = `pro-avatar pro-avatar--${size}`;
  if (provider.s3_thumb_url) {
    const px = size === 'lg' ? 72 : 48;
    return <img className={className} src={provider.s3_thumb_url} alt={t('projects>avatar', { name: provider.full_name })} width={px} height={px} loading="lazy" />;
  }
  return (
    <span className={`${className} pro-avatar--initial`} aria-hidden="true">
      {Array.from(provider.full_name)[0] ?? '?'}
    </span>
  );
}

/** Rating with review count, and the share of leads the pro answers when known. */
export function ProFigures({ bid }: { bid: QuoteBidResponse }) {
  const { t } = useTranslation();
  const { rating, response_rate } = bid.QuoteService;
  return (
    <p className="pro-figures">
      <span className="pro-figures__rating">
        {rating.average !== null && rating.count > 0 ? (
          <>
            <span aria-hidden="true">★ </span>
            {t('projects>rating', { average: rating.average.toFixed(1), count: rating.count })}
          </>
        ) : (
          t('projects>noRating')
        )}
      </span>
      {response_rate !== null && <span className="pro-figures__response">{t('projects>responseRate', { rate: response_rate })}</span>}
    </p>
  );
}

const HIRED: readonly number[] = [QuoteStatus.Hired, QuoteStatus.WorkCompleted, QuoteStatus.PaymentCompleted];

/** The pro's public profile (reviews, photos) of a quote's service. */
export function profilePath(bid: Pick<QuoteBidResponse, 'quote_service_id'>): string {
  return `/service/${bid.quote_service_id}`;
}

/** One quote among the others: price first, then who sent it and how they are rated; the pro links to his profile. */
export function QuoteCard({ bid }: { bid: QuoteBidResponse }) {
  const { t } = useTranslation();
  const profileLabel = t('lifecycle>profile', { name: bid.Provider.full_name });
  return (
    <article className="quote-card" aria-label={bid.Provider.full_name} data-quote-id={bid.id}>
      <p className="quote-card__price">{quotePriceText(t, bid)}</p>
      <div className="quote-card__pro">
        <Link className="quote-card__profile" to={profilePath(bid)} aria-label={profileLabel}>
          <ProAvatar provider={bid.Provider} />
        </Link>
        <div>
          <h3 className="quote-card__name">
            <Link className="quote-card__profile" to={profilePath(bid)}>
              {bid.Provider.full_name}
            </Link>
          </h3>
          <p className="quote-card__service">{bid.QuoteService.title}</p>
        </div>
        {HIRED.includes(bid.quote_status_id) && <span className="project-status project-status--open">{t('projects>hired')}</span>}
      </div>
      <Link className="quote-card__profile" to={`${profilePath(bid)}#reviews-heading`} aria-label={profileLabel}>
        <ProFigures bid={bid} />
      </Link>
      {bid.price_note && <p className="quote-card__note">{bid.price_note}</p>}
      {bid.quote_sent_on && <p className="quote-card__time">{t('projects>sentAt', { time: taipeiTime(bid.quote_sent_on) })}</p>}
      <Link className="quote-card__link" to={`/dashboard/projects/quote/${bid.quote_request_id}/${bid.id}`}>
        {t('projects>viewQuote')}
      </Link>
    </article>
  );
}

/** Pros who got the request and have not quoted yet. */
export function WaitingPros({ bids }: { bids: QuoteBidResponse[] }) {
  const { t } = useTranslation();
  if (bids.length === 0) return null;
  return (
    <Section headingId="waiting-pros" title={t('projects>waitingTitle')} lead={t('projects>waitingLead')} block="section-block">
      <ul className="waiting-pros">
        {bids.map((bid) => (
          <li key={bid.id} className="waiting-pros__item">
            <Link className="quote-card__profile" to={profilePath(bid)} aria-label={t('lifecycle>profile', { name: bid.Provider.full_name })}>
              <ProAvatar provider={bid.Provider} />
            </Link>
            <Link className="waiting-pros__name" to={profilePath(bid)}>
              {bid.Provider.full_name}
            </Link>
            <span className="waiting-pros__state">{bid.recommend_source === 'invite' ? t('projects>invitedWaiting') : t('projects>waiting')}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Pros the consumer invited who declined, each with the reason they gave. */
export function DeclinedInvitations({ items }: { items: readonly DeclinedInvitationResponse[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Section headingId="declined-invitations" title={t('projects>declinedTitle')} block="section-block">
      <ul className="waiting-pros">
        {items.map((item) => (
          <li key={item.quote_bid_id} className="waiting-pros__item">
            <ProAvatar provider={{ ...item.Provider, s3_thumb_url: null }} />
            <span className="waiting-pros__name">{item.Provider.full_name}</span>
            <span className="waiting-pros__state">{t('projects>declinedReason', { reason: item.reason })}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
