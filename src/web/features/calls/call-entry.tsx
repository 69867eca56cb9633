import { useTranslation } from 'react-i18next';
import { readCallEntry } from '../../../domain/calls/call-entry';
import { CallStatus, formatCallDuration } from '../../../domain/calls/call-status';
import type { ConversationMessage } from '../../../domain/messages/messages.contract';
import { formatTaipei, parseUtcString } from '../../../domain/time';

/** The word for how the call went, as this side of the conversation sees it. */
function outcomeKey(status: number, mine: boolean): string {
  if (status === CallStatus.Ended) return 'calls>entry>ended';
  if (status === CallStatus.Declined) return 'calls>entry>declined';
  if (status === CallStatus.Busy) return 'calls>entry>busy';
  return mine ? 'calls>entry>unanswered' : 'calls>entry>missed';
}

/**
 * A finished call in the conversation: who called (the entry is the caller's), when, how long,
 * or that it was missed. Null for an entry whose text is not a call's (`isCallEntry` tells).
 */
export function CallEntry({ message, otherName }: { message: ConversationMessage; otherName: string }) {
  const { t } = useTranslation();
  const call = readCallEntry(message.body);
  if (!call) return null;
  const mine = message.is_sender === 1;
  const missed = call.status !== CallStatus.Ended;
  return (
    <li className={`call-entry${mine ? ' call-entry--mine' : ''}${missed ? ' call-entry--missed' : ''}`} data-call-status={call.status}>
      <p className="call-entry__who">{mine ? t('calls>entry>outgoing') : t('calls>entry>incoming', { name: otherName })}</p>
      <p className="call-entry__outcome">{t(outcomeKey(call.status, mine), { duration: formatCallDuration(call.durationSeconds) })}</p>
      <p className="call-entry__meta">
        <time dateTime={message.created}>{formatTaipei(parseUtcString(message.created))}</time>
      </p>
    </li>
  );
}

/** Whether a conversation's message is a call entry that CallEntry shows. */
export const isCallEntry = (message: ConversationMessage): boolean => message.voice_call_id !== null && readCallEntry(message.body) !== null;
