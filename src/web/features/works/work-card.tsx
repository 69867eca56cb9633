import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardHead, CardSkeleton } from '../../components/card-parts';
import type { WorkItem } from './api/works';
import { LeadFiguresLine, useCardOpen } from './lead-figures';
import { excerpt, sinceText, workStatus } from './work-status';

export function WorkStatusBadge({ bid }: { bid: Parameters<typeof workStatus>[0] }) {
  const { t } = useTranslation();
  const status = workStatus(bid);
  return <span className={`work-status work-status--${status}`}>{t(`works>status>${status}`)}</span>;
}

/**
 * One lead or job in a list: category, place, time since posted, an excerpt, the consumer, the
 * status, the fee and the quotes so far out of the cap. A tap anywhere on it opens it.
 */
export function WorkCard({ item, to }: { item: WorkItem; to: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const open = useCardOpen(to);
  const request = item.QuoteRequest;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title link is the keyboard's way in; the click only widens its target.
    <article
      className={item.is_provider_readed ? 'work-card card-open' : 'work-card work-card--unread card-open'}
      aria-labelledby={titleId}
      data-bid-id={item.id}
      onClick={open}
    >
      <CardHead block="work-card" titleId={titleId} to={to} title={request.category.name} badge={<WorkStatusBadge bid={item} />} />
      <p className="work-card__meta">
        <span>
          {request.city}
          {request.district}
        </span>
        <time dateTime={`${request.created.replace(' ', 'T')}Z`}>{t('works>card>created', { since: sinceText(request.created) })}</time>
      </p>
      {request.description && <p className="work-card__excerpt">{excerpt(request.description)}</p>}
      <LeadFiguresLine figures={item} paid={item.fee_amount !== null} />
      <p className="work-card__foot">
        <span>{t('works>card>consumer', { name: request.consumer_name })}</span>
        {item.is_contact_charge === 1 && <span className="work-card__tag">{t('works>card>contactCharge')}</span>}
        {item.narrow_status_id !== null && item.narrow_status_id !== undefined && <span className="work-card__tag">{t('works>invitation>badge')}</span>}
      </p>
    </article>
  );
}

export function WorkCardSkeleton() {
  return <CardSkeleton block="work-card" />;
}
