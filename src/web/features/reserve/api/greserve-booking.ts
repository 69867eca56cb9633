import type { greserveEventShape } from '../../../../domain/reserve/greserve.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';

/** One maps booking: the pro's with his session, the consumer's with the link's hash (`?h=`). */
export const getGreserveEvent = (api: ApiClient, eventId: string, hash: string | null) =>
  api.request<Answer<typeof greserveEventShape>>(`/new/v1/greserve_events/${encodeURIComponent(eventId)}.json${hash ? `?h=${encodeURIComponent(hash)}` : ''}`, {
    quiet: true,
    guestOk: true,
  });

/** The pro cancels the booking with a reason the consumer is told. */
export const cancelGreserveBooking = (api: ApiClient, eventId: number, cancelReason: string) =>
  api.request<Answer<typeof greserveEventShape>>(`/new/v1/greserve_events/cancel/${eventId}.json`, { method: 'POST', body: { cancel_reason: cancelReason }, quiet: true });
