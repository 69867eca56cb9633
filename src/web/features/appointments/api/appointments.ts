import type { hiresShape, serviceReserveShape, serviceReservesShape } from '../../../../domain/calendar/calendar.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type { ApiClient } from '../../../api/client';

/** The user's bookings, as consumer and as pro. */
export const getAppointments = (api: ApiClient) => api.request<Answer<typeof serviceReservesShape>>('/service_reserves/index.json', { quiet: true });

export const getAppointment = (api: ApiClient, id: string) =>
  api.request<Answer<typeof serviceReserveShape>>(`/service_reserves/${encodeURIComponent(id)}.json`, { quiet: true });

export const cancelAppointment = (api: ApiClient, id: number) =>
  api.request<Answer<typeof serviceReserveShape>>(`/service_reserves/cancel/${id}.json`, { method: 'POST', quiet: true });

/** The user's hired jobs with their agreed date and time, as consumer and as pro. */
export const getHiredJobs = (api: ApiClient) => api.request<Answer<typeof hiresShape>>('/service_reserves/hires.json', { quiet: true });
