import type { ScreenProps } from '../../routes/screen-types';
import { PayOrderPage } from './pay-order-page';

/** /payment/{hash}: an order opened from an e-mailed link; the owner signs in first if needed. */
export function PaymentScreen({ match }: ScreenProps) {
  const hash = match.params.hash;
  return <PayOrderPage orderRef={hash ? { hash } : null} titleKey="payLink>title" />;
}
