import { z } from 'zod';
import { utcTimeField } from '../calendar/suspension-event.schema';
import { formatTaipei } from '../time';

/**
 * A voice appointment (spec section 4 "Voice appointments: set and cancel"): one side of a quote
 * proposes a time for a call, the other accepts; either cancels before it starts. Both get a
 * reminder shortly before. `decideAppointmentAction` is its one transition function.
 */

export const VoiceAppointmentStatus = {
  Proposed: 1,
  Accepted: 2,
  Cancelled: 3,
  Declined: 4,
} as const;
export type VoiceAppointmentStatusId = (typeof VoiceAppointmentStatus)[keyof typeof VoiceAppointmentStatus];

/** Minutes before an accepted appointment that both parties are reminded. */
export const APPOINTMENT_REMINDER_MINUTES = 15;
/** How long an appointment holds the pro's time (no two of his may overlap). */
export const APPOINTMENT_MINUTES = 30;
/** How far ahead a call may be proposed. */
export const APPOINTMENT_MAX_DAYS_AHEAD = 60;
export const APPOINTMENT_NOTE_MAX = 200;

export type AppointmentAction = 'accept' | 'decline' | 'cancel';
export type AppointmentActor = 'proposer' | 'other';

export type AppointmentDecision = { allowed: true; next: VoiceAppointmentStatusId } | { allowed: false; reason: string };

/** The one transition function of a voice appointment; `started` says its time has come. */
export function decideAppointmentAction(status: VoiceAppointmentStatusId, action: AppointmentAction, actor: AppointmentActor, started: boolean): AppointmentDecision {
  if (status === VoiceAppointmentStatus.Cancelled) return { allowed: false, reason: '這個語音通話預約已取消。' };
  if (status === VoiceAppointmentStatus.Declined) return { allowed: false, reason: '這個語音通話預約已婉拒。' };
  if (started) return { allowed: false, reason: '預約的通話時間已到，無法再變更。' };
  if (action === 'cancel') return { allowed: true, next: VoiceAppointmentStatus.Cancelled };
  if (actor === 'proposer') return { allowed: false, reason: '請等對方回覆您提議的時間。' };
  if (status === VoiceAppointmentStatus.Accepted) return { allowed: false, reason: '這個語音通話預約已接受。' };
  return { allowed: true, next: action === 'accept' ? VoiceAppointmentStatus.Accepted : VoiceAppointmentStatus.Declined };
}

/** POST /voice_appointments/add/{quoteBidId}.json */
export const proposeAppointmentSchema = z.object({
  scheduled_at: utcTimeField('通話時間'),
  note: z.string().trim().max(APPOINTMENT_NOTE_MAX, `備註最多 ${APPOINTMENT_NOTE_MAX} 個字`).optional().default(''),
});
export type ProposeAppointmentInput = z.output<typeof proposeAppointmentSchema>;

export const APPOINTMENT_REASON_MAX = 200;
/** POST /voice_appointments/cancel/{id}.json */
export const cancelAppointmentSchema = z.object({
  cancel_reason: z.string().trim().max(APPOINTMENT_REASON_MAX, `取消原因最多 ${APPOINTMENT_REASON_MAX} 個字`).optional().default(''),
});

/** Whether two appointments' times overlap (each lasts APPOINTMENT_MINUTES). */
export function appointmentsOverlap(a: Date, b: Date): boolean {
  return Math.abs(a.getTime() - b.getTime()) < APPOINTMENT_MINUTES * 60_000;
}

/** An appointment as the API answers it (times UTC `YYYY-MM-DD HH:mm:ss`). */
export const voiceAppointmentShape = z.object({
  id: z.number(),
  quote_bid_id: z.number(),
  quote_request_id: z.number(),
  status: z.number(),
  scheduled_at: z.string(),
  note: z.string(),
  cancel_reason: z.string(),
  /** 1 when the caller proposed it. */
  is_proposer: z.number(),
  /** 1 when the caller is the quote's pro. */
  is_pro: z.number(),
  /** 1 when the caller cancelled it. */
  cancelled_by_me: z.number(),
  /** The other party's name as the caller sees it. */
  other_name: z.string(),
  category_name: z.string(),
  created: z.string(),
});
export type VoiceAppointmentAnswer = z.infer<typeof voiceAppointmentShape>;

/** Why this time cannot be proposed now, or null. */
export function appointmentTimeRefusal(scheduledAt: Date, now: Date): string | null {
  if (scheduledAt.getTime() <= now.getTime()) return '通話時間必須在現在之後';
  if (scheduledAt.getTime() > now.getTime() + APPOINTMENT_MAX_DAYS_AHEAD * 86_400_000) return `通話時間最多只能排在 ${APPOINTMENT_MAX_DAYS_AHEAD} 天內`;
  return null;
}

/** The conversation's entry for a step of an appointment (zh-TW). */
export function appointmentEntryText(step: 'proposed' | 'accepted' | 'declined' | 'cancelled', scheduledAt: Date, reason = ''): string {
  const when = formatTaipei(scheduledAt, 'YYYY年M月D日（W）HH:mm');
  if (step === 'proposed') return `提議語音通話時間：${when}`;
  if (step === 'accepted') return `已接受語音通話預約：${when}`;
  if (step === 'declined') return `已婉拒語音通話時間：${when}`;
  return reason ? `已取消語音通話預約：${when}（原因：${reason}）` : `已取消語音通話預約：${when}`;
}
