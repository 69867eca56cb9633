/** Voice appointments on the web: the conversation's panel and the calendar's items (docs/voice.md). */
export { VoiceAppointmentCalendarItems, voiceAppointmentsOn } from './calendar-items';
export { VoiceAppointmentsPanel } from './voice-appointments-panel';
export { MyVoiceAppointments } from './my-voice-appointments';
