import type { greserveEventShape } from '../../../../domain/reserve/greserve.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';

/** One maps booking: the pro's with his session, the consumer's with the link's hash (`?h=`). */
export const getGreserveEvent = (api: ApiClient, eventId: string, hash: string | null) =>
  api.request<Answer<typeof greserveEventShape>>(`/new/v1/greserve_events/${encodeURIComponent(eventId)}.json${hash ? `?h=${encodeURIComponent(hash)}` : ''}`, {
    quiet: true,
    guestOk: true,
  });
