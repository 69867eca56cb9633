import type { ServiceReserve } from '../../../../domain/calendar';
import type { ApiClient } from '../../../api/client';
import type { HiredJobResponse } from '../../../../domain/requests/quote-request.types';

/** The user's bookings, as consumer and as pro. */
export const getAppointments = (api: ApiClient) => api.request<{ service_reserves: ServiceReserve[] }>('/service_reserves/index.json', { quiet: true });

export const getAppointment = (api: ApiClient, id: string) =>
  api.request<{ service_reserve: ServiceReserve }>(`/service_reserves/${encodeURIComponent(id)}.json`, { quiet: true });

export const cancelAppointment = (api: ApiClient, id: number) =>
  api.request<{ service_reserve: ServiceReserve }>(`/service_reserves/cancel/${id}.json`, { method: 'POST', quiet: true });

/** The user's hired jobs with their agreed date and time, as consumer and as pro. */
export const getHiredJobs = (api: ApiClient) => api.request<{ hires: HiredJobResponse[] }>('/service_reserves/hires.json', { quiet: true });
