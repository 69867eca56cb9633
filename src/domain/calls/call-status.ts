/**
 * A voice call between the two parties of a quote (issue 20 "voice calls in the browser"): its
 * statuses and the one transition function that says which action moves a call where, and who
 * may take it. The server's call service asks `decideCallAction`; a refused action changes nothing.
 */

export const CallStatus = {
  /** The callee's screens ring; nobody has answered yet. */
  Ringing: 1,
  /** The callee accepted: the browsers connect their audio. */
  Connected: 2,
  /** Connected, then one side hung up (or went away). */
  Ended: 3,
  /** The callee turned the call down. */
  Declined: 4,
  /** Nobody answered: the ring timed out, or the caller gave up first. */
  Missed: 5,
  /** The callee (or the caller) was already in another call. */
  Busy: 6,
} as const;
export type CallStatusId = (typeof CallStatus)[keyof typeof CallStatus];

/** A call in one of these still holds both parties (a new call to either is busy). */
export const LIVE_CALL_STATUSES: readonly CallStatusId[] = [CallStatus.Ringing, CallStatus.Connected];

/** Seconds a call rings before it counts as missed. */
export const RING_TIMEOUT_SECONDS = 30;
/** A connected call not ended after this long is ended by the sweep (both browsers gone). */
export const MAX_CALL_SECONDS = 4 * 60 * 60;

export const CALL_ACTIONS = ['accept', 'decline', 'hangup', 'timeout', 'disconnect'] as const;
export type CallAction = (typeof CALL_ACTIONS)[number];

/** Who takes the action: one of the two parties, or the server itself (timeouts, lost sockets). */
export type CallActor = 'caller' | 'callee' | 'system';

export type CallDecision = { allowed: true; next: CallStatusId } | { allowed: false; reason: string };

const refuse = (reason: string): CallDecision => ({ allowed: false, reason });

/** The one transition function of a call. */
export function decideCallAction(status: CallStatusId, action: CallAction, actor: CallActor): CallDecision {
  if (!LIVE_CALL_STATUSES.includes(status)) return refuse('通話已結束。');
  switch (action) {
    case 'accept':
      if (actor !== 'callee') return refuse('只有被撥打的一方可以接聽。');
      return status === CallStatus.Ringing ? { allowed: true, next: CallStatus.Connected } : refuse('通話已接通。');
    case 'decline':
      if (actor !== 'callee') return refuse('只有被撥打的一方可以拒接。');
      return status === CallStatus.Ringing ? { allowed: true, next: CallStatus.Declined } : refuse('通話已接通，請改為掛斷。');
    case 'hangup':
      if (actor === 'system') return refuse('掛斷須由通話的一方進行。');
      if (status === CallStatus.Connected) return { allowed: true, next: CallStatus.Ended };
      // Hanging up a ringing call: the caller gave up (missed), the callee turned it down.
      return { allowed: true, next: actor === 'caller' ? CallStatus.Missed : CallStatus.Declined };
    case 'timeout':
      if (actor !== 'system') return refuse('逾時只由系統判定。');
      return { allowed: true, next: status === CallStatus.Ringing ? CallStatus.Missed : CallStatus.Ended };
    case 'disconnect':
      return { allowed: true, next: status === CallStatus.Ringing ? CallStatus.Missed : CallStatus.Ended };
  }
}

/** Whole seconds between answering and ending; 0 for a call never answered. */
export function callDurationSeconds(answeredAt: Date | null, endedAt: Date): number {
  if (answeredAt === null) return 0;
  return Math.max(0, Math.round((endedAt.getTime() - answeredAt.getTime()) / 1000));
}

/** `m:ss`, or `h:mm:ss` from an hour on. */
export function formatCallDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** What the conversation shows for a finished call (the entry's text, zh-TW). */
export function callEntryText(status: CallStatusId, durationSeconds: number): string {
  switch (status) {
    case CallStatus.Ended:
      return `語音通話 ${formatCallDuration(durationSeconds)}`;
    case CallStatus.Declined:
      return '語音通話：已拒接';
    case CallStatus.Busy:
      return '語音通話：忙線中，未接通';
    default:
      return '語音通話：未接來電';
  }
}
