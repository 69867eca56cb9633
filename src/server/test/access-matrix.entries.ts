import type { MatrixEntry } from './access-matrix/entry';
import { CATALOGUE_AND_LINK_ENTRIES } from './access-matrix/catalogue-and-links';
import { REQUEST_AND_BID_ENTRIES } from './access-matrix/requests-and-bids';
import { REVIEW_AND_CALENDAR_ENTRIES } from './access-matrix/reviews-and-calendar';
import { SERVICE_ENTRIES } from './access-matrix/services';
import { CERTIFICATE_AND_WALLET_ENTRIES } from './access-matrix/certificates-and-wallet';
import { SAFETY_PAYMENT_ENTRIES } from './access-matrix/safety-payments';
import { SHOP_ENTRIES } from './access-matrix/shop';
import { SHOP_FEEDBACK_ENTRIES } from './access-matrix/shop-feedbacks';
import { BUSINESS_LOAN_ENTRIES } from './access-matrix/business-loans';
import { GOOGLE_RESERVE_ENTRIES } from './access-matrix/google-reserve';
import { VOICE_APPOINTMENT_ENTRIES } from './access-matrix/voice-appointments';
import { PARTNER_ENTRIES } from './access-matrix/partners';

/**
 * The access matrix: one entry per API route that takes an id, a hash or another object
 * reference (path parameter, wildcard or a body field such as quote_bid_id), keyed
 * "METHOD /registered/url" exactly as Fastify registers it (the API prefix included).
 * A key may end in "#variant" to test a second caller side of the same route.
 *
 * access-matrix.test.ts calls each entry as the owner, another user of the same role, a user of
 * the other role and a guest; only the owner (and, where the entry says so, the other party)
 * may succeed. Routes that take no object reference are listed in ROUTES_WITHOUT_IDS.
 * Entries live in access-matrix/, one file per area. How to add an entry: docs/testing.md, "Access matrix".
 */

export type { Ctx, MatrixCall, MatrixEntry, Side } from './access-matrix/entry';
export { ROUTES_WITHOUT_IDS } from './access-matrix/routes-without-ids';

export const ACCESS_MATRIX: Record<string, MatrixEntry> = {
  ...CATALOGUE_AND_LINK_ENTRIES,
  ...REQUEST_AND_BID_ENTRIES,
  ...REVIEW_AND_CALENDAR_ENTRIES,
  ...SERVICE_ENTRIES,
  ...CERTIFICATE_AND_WALLET_ENTRIES,
  ...SAFETY_PAYMENT_ENTRIES,
  ...SHOP_ENTRIES,
  ...SHOP_FEEDBACK_ENTRIES,
  ...BUSINESS_LOAN_ENTRIES,
  ...GOOGLE_RESERVE_ENTRIES,
  ...VOICE_APPOINTMENT_ENTRIES,
  ...PARTNER_ENTRIES,
};
