import { useTranslation } from 'react-i18next';
import { formatTaipei, parseUtcString } from '../../../domain/time';
import type { ConversationMessage } from './api/messages';
import { MessageAttachments } from './message-attachments';

/** A message's time in Taiwan time (UTC+8). */
export function messageTime(created: string): string {
  return formatTaipei(parseUtcString(created));
}

/** One message of a conversation (mine to the right), its files, its time and, for mine, whether it was read. */
export function MessageBubble({ message }: { message: ConversationMessage }) {
  const { t } = useTranslation();
  const mine = message.is_sender === 1;
  const hidden = message.is_hidden === 1;
  return (
    <li className={`${mine ? 'message message--mine' : 'message'}${hidden ? ' message--hidden' : ''}`}>
      <p className="message__body">{message.body}</p>
      {hidden && mine && <p className="message__hidden">{t('messages>hidden_mine')}</p>}
      <MessageAttachments attachments={message.attachments} />
      <p className="message__meta">
        <time dateTime={message.created}>{messageTime(message.created)}</time>
        {mine && <span className="message__read">{message.is_read === 1 ? t('messages>read') : t('messages>sent')}</span>}
      </p>
    </li>
  );
}
