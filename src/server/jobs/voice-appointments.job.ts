import type { VoiceAppointmentsService } from '../features/voice-appointments';
import type { Job } from './scheduler';

/** Both parties of an accepted voice appointment are reminded shortly before it (docs/voice.md). */
export function voiceAppointmentRemindersJob(deps: { appointments: Pick<VoiceAppointmentsService, 'remind'> }): Job {
  return { name: 'voice-appointment-reminders', everyMs: 60_000, run: (now) => deps.appointments.remind(now) };
}
