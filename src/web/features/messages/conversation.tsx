import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { FailureRetry } from '../../components/load-failure';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { BlockUserButton } from '../blocking';
import { CallButton, CallEntry, isCallEntry } from '../calls';
import { VoiceAppointmentsPanel } from '../voice-appointments';
import { Composer } from './composer';
import { ContactFeeNotice } from './contact-fee-notice';
import { ConversationContact } from './conversation-contact';
import { MessageBubble } from './message-bubble';
import { fetchConversation, fetchOlderMessages } from './messages-thunks';
import { useLiveMessages } from './use-live-messages';

/**
 * The conversation of one quote, for either side: the messages (mine to the right), read receipts,
 * the pro's contact details when the consumer may see them, and a composer. Kept live over the
 * socket, with polling while the socket is down.
 */
export function ConversationPanel({ bidId, title }: { bidId: number; title?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const held = useAppSelector((s) => s.messages.conversations[bidId]);
  const live = useAppSelector((s) => s.messages.live);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    void dispatch(fetchConversation(bidId));
  }, [bidId, dispatch]);
  useLiveMessages(bidId);

  const messages = held?.messages ?? [];
  const lastId = messages[messages.length - 1]?.id;
  useEffect(() => {
    if (lastId !== undefined && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);

  const headingId = useId();
  return (
    <section className="conversation" aria-labelledby={headingId}>
      <header className="conversation__header">
        <h2 className="conversation__title" id={headingId}>
          {title ?? (held?.otherUser ? t('messages>withName', { name: held.otherUser.full_name }) : t('messages>title'))}
        </h2>
        <span className={live ? 'conversation__live conversation__live--on' : 'conversation__live'}>{live ? t('messages>live') : t('messages>polling')}</span>
        {held?.otherUser && held.canSend && !held.contactFeeDue && <CallButton bidId={bidId} otherName={held.otherUser.full_name} />}
        {held?.otherUser && (
          <BlockUserButton
            target={{ blocked_user_id: held.otherUser.id }}
            userId={held.otherUser.id}
            name={held.otherUser.full_name}
            onBlocked={() => void dispatch(fetchConversation(bidId))}
          />
        )}
      </header>
      {held?.contact && <ConversationContact contact={held.contact} />}
      <VoiceAppointmentsPanel bidId={bidId} refreshKey={lastId} />
      {held?.loading && messages.length === 0 ? (
        <p className="conversation__empty">{t('messages>loading')}</p>
      ) : held?.error && messages.length === 0 ? (
        <FailureRetry className="conversation__empty" failure={held.error} retryKey="messages>retry" onRetry={() => void dispatch(fetchConversation(bidId))} />
      ) : messages.length === 0 ? (
        <p className="conversation__empty">{t('messages>empty')}</p>
      ) : (
        <ol className="conversation__messages" ref={list} aria-live="polite" aria-label={t('messages>listLabel')}>
          {held?.hasOlder && (
            <li className="conversation__older">
              <Button variant="secondary" disabled={held.loadingOlder} onClick={() => void dispatch(fetchOlderMessages(bidId))}>
                {held.loadingOlder ? t('messages>loading') : t('messages>older')}
              </Button>
            </li>
          )}
          {messages.map((m) =>
            isCallEntry(m) ? <CallEntry key={m.id} message={m} otherName={held?.otherUser?.full_name ?? ''} /> : <MessageBubble key={m.id} message={m} />,
          )}
        </ol>
      )}
      {held?.contactFeeDue && held.canSendReason ? (
        <ContactFeeNotice bidId={bidId} reason={held.canSendReason} />
      ) : held && !held.canSend && held.canSendReason ? (
        <p className="conversation__closed">{held.canSendReason}</p>
      ) : (
        <Composer bidId={bidId} />
      )}
    </section>
  );
}
