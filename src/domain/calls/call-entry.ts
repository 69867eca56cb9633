import { CallStatus, type CallStatusId, callEntryText } from './call-status';

/** How a finished call went, read back from its conversation entry (the text `callEntryText` wrote). */
export interface CallEntryInfo {
  status: CallStatusId;
  durationSeconds: number;
}

const UNANSWERED: readonly CallStatusId[] = [CallStatus.Declined, CallStatus.Missed, CallStatus.Busy];
const DURATION = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/;

/** The call an entry's text records, or null for any other text (a hidden entry reads as the hidden notice). */
export function readCallEntry(body: string): CallEntryInfo | null {
  for (const status of UNANSWERED) if (body === callEntryText(status, 0)) return { status, durationSeconds: 0 };
  const prefix = callEntryText(CallStatus.Ended, 0).replace(/\S+$/, '');
  if (!body.startsWith(prefix)) return null;
  const match = DURATION.exec(body.slice(prefix.length));
  if (!match) return null;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  return { status: CallStatus.Ended, durationSeconds: seconds };
}
