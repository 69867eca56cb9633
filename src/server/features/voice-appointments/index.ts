/** Voice appointments as the rest of the server sees them (docs/voice.md). */
export { voiceAppointmentRoutes } from './voice-appointments.routes';
export { toAppointmentAnswer, VoiceAppointmentsService } from './voice-appointments.service';
export { openAppointmentsOfService } from './voice-appointments.repository';
