import { guestSafetyPaymentPath } from '../../../domain/guest-links';

/** Where the safety payment screens live: the list, one bid's new request, one payment. */
export const SAFETY_PAYMENTS_PATH = '/dashboard/safety-payments';

/** The pro's request form for a hired job (the "發起安心付款" button of works/{bidId}). */
export const newPaymentPath = (bidId: number) => `${SAFETY_PAYMENTS_PATH}/${bidId}/new`;

/** One payment's page, under its bid; a shop order's payment (no bid) opens on its link's page. */
export const paymentPath = (payment: { quote_bid_id: number | null; pid: string; hash: string | null }) =>
  payment.quote_bid_id === null && payment.hash
    ? guestSafetyPaymentPath(payment.hash)
    : `${SAFETY_PAYMENTS_PATH}/${payment.quote_bid_id ?? 0}/${encodeURIComponent(payment.pid)}`;

/** The guest link's page: whoever holds the hash sees the payment and may pay it. */
export { guestSafetyPaymentPath as guestPaymentPath };
