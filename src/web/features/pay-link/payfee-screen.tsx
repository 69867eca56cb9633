import type { ScreenProps } from '../../routes/screen-types';
import { PayOrderPage } from './pay-order-page';

/** /dashboard/payfee/{orderID}: the signed-in owner's open order by its number (a fee shortfall or an unpaid code). */
export default function PayfeeScreen({ match }: ScreenProps) {
  const orderNumber = match.params.orderID;
  return <PayOrderPage orderRef={orderNumber ? { orderNumber } : null} titleKey="payLink>payfeeTitle" />;
}
