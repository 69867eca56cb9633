import type { z } from 'zod';
import type { BusinessHoursResponse, CalendarResponse } from '../../../../domain/calendar';
import type { OwnServices, suspensionEventShape, suspensionEventsShape } from '../../../../domain/calendar/calendar.contract';
import type { Answer } from '../../../../domain/http/envelope';
import type { pauseAddSchema } from '../../../../domain/calendar/suspension-event.schema';
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
  api.request<Answer<typeof suspensionEventsShape>>(`/suspension_events/index/${serviceId}.json`, { quiet: true });

/** POST /suspension_events/add.json: the service and the pause. */
export type PauseBody = z.input<typeof pauseAddSchema>;

export const addPause = (api: ApiClient, body: PauseBody) =>
  api.request<Answer<typeof suspensionEventShape>>('/suspension_events/add.json', { method: 'POST', body: { ...body }, quiet: true });

export const deletePause = (api: ApiClient, pauseId: number) => api.request<object>(`/suspension_events/delete/${pauseId}.json`, { method: 'POST', quiet: true });
