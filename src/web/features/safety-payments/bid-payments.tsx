import { useTranslation } from 'react-i18next';
import { QuoteStatus } from '../../../domain/bids/quote-status';
import { useAppSelector } from '../../store/hooks';
import { PaymentList } from './payment-list';
import './safety-payments.css';

const HIRED: readonly number[] = [QuoteStatus.Hired, QuoteStatus.WorkCompleted, QuoteStatus.PaymentCompleted];

/** On a hired quote's page: the safety payments its pro asked for, each opening its own page (pay, release, refund). */
export function BidPayments({ bid }: { bid: { id: number; quote_status_id: number } }) {
  const { t } = useTranslation();
  const on = useAppSelector((s) => s.app.flags.safetyPayment);
  if (!on || !HIRED.includes(bid.quote_status_id)) return null;
  return (
    <section className="safety-payments safety-payments--bid" aria-labelledby={`sp-bid-${bid.id}`}>
      <h2 className="safety-payment__heading" id={`sp-bid-${bid.id}`}>
        {t('safetyPayments>title')}
      </h2>
      <PaymentList bidId={bid.id} level={3} />
    </section>
  );
}
