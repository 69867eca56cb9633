import type { z } from 'zod';
import type { FreeSlotsResponse, reserveSchema } from '../../../../domain/calendar';
import type { serviceReserveShape } from '../../../../domain/calendar/calendar.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';

/** Free and taken slots of a service between two Taipei dates; guests may ask. */
export const getFreeSlots = (api: ApiClient, serviceId: string, from: string, to: string) =>
  api.request<FreeSlotsResponse>(`/service_reserves/slots/${encodeURIComponent(serviceId)}.json?from=${from}&to=${to}`, { quiet: true, guestOk: true });

/** Books the slot starting at `begin_time` (UTC string). */
export const bookSlot = (api: ApiClient, body: z.input<typeof reserveSchema>) =>
  api.request<Answer<typeof serviceReserveShape>>('/service_reserves/add.json', { method: 'POST', body: { ...body }, quiet: true });
