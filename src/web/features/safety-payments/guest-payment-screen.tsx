import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../routes/screen-types';
import { PaymentPage } from './payment-page';
import './safety-payments.css';

/** /guest/safety-payment/{hash}: whoever holds the link sees the payment request and may pay it without signing in. */
export function GuestPaymentScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const hash = match.params.hash ?? '';
  return (
    <div className="page page--narrow safety-payments">
      <h1 className="page__title">{t('safetyPayments>guest>title')}</h1>
      <PaymentPage paymentRef={{ hash }} />
    </div>
  );
}
