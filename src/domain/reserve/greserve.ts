/** Google reserve (maps-service booking): the names shared by the server and the screens. */

/** Who cancelled a maps booking. */
export type GreserveCancelledBy = 'merchant' | 'consumer';

/** The state of a service on the maps service: never launched, launched, or taken off. */
export const GreserveItemState = { NotLaunched: 0, Launched: 1, Unlaunched: 2 } as const;
export type GreserveItemStateValue = (typeof GreserveItemState)[keyof typeof GreserveItemState];

/** The merchant_id (and service_id) a service has in the feeds and the booking server. */
export function merchantIdOf(serviceId: number): string {
  return String(serviceId);
}

/** The service a merchant_id names, or null when it names none. */
export function serviceIdOfMerchant(merchantId: string): number | null {
  return /^[1-9]\d{0,9}$/.test(merchantId) ? Number(merchantId) : null;
}

export const GRESERVE_CANCEL_REASON_MAX = 500;
