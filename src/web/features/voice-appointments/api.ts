import type { z } from 'zod';
import type { voiceAppointmentShape } from '../../../domain/calls/voice-appointment';
import type { ApiClient } from '../../api/client';

export type VoiceAppointment = z.infer<typeof voiceAppointmentShape>;
type One = { voice_appointment: VoiceAppointment };
type Many = { voice_appointments: VoiceAppointment[] };

/** A conversation's voice appointments, newest first. */
export const getConversationAppointments = (api: ApiClient, bidId: number) => api.request<Many>(`/voice_appointments/index/${bidId}.json`, { quiet: true });

/** The user's open voice appointments still to come, as consumer and as pro. */
export const getMyVoiceAppointments = (api: ApiClient) => api.request<Many>('/voice_appointments/index.json', { quiet: true });

export const proposeAppointment = (api: ApiClient, bidId: number, body: { scheduled_at: string; note: string }) =>
  api.request<One>(`/voice_appointments/add/${bidId}.json`, { method: 'POST', body, quiet: true });

export const answerAppointment = (api: ApiClient, id: number, action: 'accept' | 'decline') =>
  api.request<One>(`/voice_appointments/${action}/${id}.json`, { method: 'POST', quiet: true });

export const cancelVoiceAppointment = (api: ApiClient, id: number, reason: string) =>
  api.request<One>(`/voice_appointments/cancel/${id}.json`, { method: 'POST', body: { cancel_reason: reason }, quiet: true });
