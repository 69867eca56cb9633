/** The web pages a guest link opens (the request with its quotes, or one quote), without signing in. */
export const GUEST_REQUEST_PATH = '/guest/request/:hash';
export const GUEST_QUOTE_PATH = '/guest/quote/:hash';

export const guestRequestPath = (hash: string) => `/guest/request/${encodeURIComponent(hash)}`;
export const guestQuotePath = (hash: string) => `/guest/quote/${encodeURIComponent(hash)}`;

/** A safety payment's guest link (the payment's `hash`): whoever holds it sees the request and may pay it. */
export const GUEST_SAFETY_PAYMENT_PATH = '/guest/safety-payment/:hash';
export const guestSafetyPaymentPath = (hash: string) => `/guest/safety-payment/${encodeURIComponent(hash)}`;
