import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button';
import type { ScreenProps } from '../../routes/screen-types';
import { SAFETY_PAYMENTS_PATH } from './paths';
import { PaymentList } from './payment-list';
import { PaymentPage } from './payment-page';
import { RequestForm } from './request-form';
import './safety-payments.css';

const NEW = 'new';

/**
 * /dashboard/safety-payments[/{bidId}[/{pid}]]: the caller's payments; one job's; the pro's request
 * form for a hired job ({bidId}/new); one payment with what its viewer may do.
 */
export default function SafetyPaymentsScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const { bidId: rawBid, pid } = match.params;
  const bidId = rawBid && /^[1-9]\d{0,9}$/.test(rawBid) ? Number(rawBid) : undefined;
  const title = pid === NEW ? t('safetyPayments>form>title') : t('safetyPayments>title');
  return (
    <div className="page page--narrow safety-payments">
      <h1 className="page__title">{title}</h1>
      {rawBid && bidId === undefined && <PaymentList />}
      {bidId === undefined && !rawBid && (
        <>
          <p className="safety-payment__lead">{t('safetyPayments>lead')}</p>
          <PaymentList />
        </>
      )}
      {bidId !== undefined && !pid && <PaymentList bidId={bidId} />}
      {bidId !== undefined && pid === NEW && <RequestForm bidId={bidId} />}
      {bidId !== undefined && pid && pid !== NEW && <PaymentPage paymentRef={{ pid }} />}
      {(rawBid || pid) && (
        <p className="safety-payment__links">
          <ButtonLink to={SAFETY_PAYMENTS_PATH} variant="ghost">
            {t('safetyPayments>toList')}
          </ButtonLink>
        </p>
      )}
    </div>
  );
}
