import type { BusinessHoursResponse, CalendarResponse, SuspensionEvent } from '../../../../domain/calendar';
import type { OwnServices } from '../../../../domain/calendar/calendar.contract';
import type { ApiClient } from '../../../api/client';

export type { OwnService } from '../../../../domain/calendar/calendar.contract';

/** The pro's services, to pick whose calendar to open. */
export const getOwnServices = (api: ApiClient) => api.request<OwnServices>('/calendar/index.json', { quiet: true });

/** Hours, pauses, hires and bookings of a service between two Taipei dates. */
export const getCalendar = (api: ApiClient, serviceId: string, from: string, to: string) =>
  api.request<CalendarResponse>(`/calendar/${encodeURIComponent(serviceId)}.json?from=${from}&to=${to}`, { quiet: true });

/** Replaces the service's hours with the chosen day slots per weekday. */
export const saveDaySlots = (api: ApiClient, serviceId: number, daySlots: Record<string, number[]>) =>
  api.request<BusinessHoursResponse>(`/business_hours/edit/${serviceId}.json`, { method: 'POST', body: { day_slots: daySlots }, quiet: true });

export const getPauses = (api: ApiClient, serviceId: number) =>
  api.request<{ suspension_events: SuspensionEvent[] }>(`/suspension_events/index/${serviceId}.json`, { quiet: true });

export interface PauseBody {
  quote_service_id: number;
  begin_time: string;
  end_time: string;
  title: string;
  description: string;
}

export const addPause = (api: ApiClient, body: PauseBody) =>
  api.request<{ suspension_event: SuspensionEvent }>('/suspension_events/add.json', { method: 'POST', body: { ...body }, quiet: true });

export const deletePause = (api: ApiClient, pauseId: number) => api.request<object>(`/suspension_events/delete/${pauseId}.json`, { method: 'POST', quiet: true });
