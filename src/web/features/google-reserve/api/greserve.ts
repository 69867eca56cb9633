import type { greserveEventShape, greserveEventsShape, greserveServiceShape, greserveServicesShape } from '../../../../domain/reserve/greserve.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';

/** The pro's services with their state on the maps service. */
export const getGreserveItems = (api: ApiClient) => api.request<Answer<typeof greserveServicesShape>>('/new/v1/greserve_items/index.json', { quiet: true });

/** Launches (or takes off) a service on the maps service. */
export const setGreserveLaunched = (api: ApiClient, serviceId: number, launched: boolean) =>
  api.request<Answer<typeof greserveServiceShape>>(`/new/v1/greserve_items/${launched ? 'launch' : 'unlaunch'}/${serviceId}.json`, { method: 'POST', quiet: true });

/** The maps bookings of one service. */
export const getGreserveEvents = (api: ApiClient, serviceId: number) =>
  api.request<Answer<typeof greserveEventsShape>>(`/new/v1/greserve_events/index/${serviceId}.json`, { quiet: true });

/** The pro cancels a maps booking with a reason the consumer is told. */
export const cancelGreserveEvent = (api: ApiClient, eventId: number, cancelReason: string) =>
  api.request<Answer<typeof greserveEventShape>>(`/new/v1/greserve_events/cancel/${eventId}.json`, { method: 'POST', body: { cancel_reason: cancelReason }, quiet: true });
