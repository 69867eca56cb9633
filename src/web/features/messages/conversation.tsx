import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTaipei, parseUtcString } from '../../../domain/time';
import { displayPhone, phoneHref } from '../../../domain/users/phone';
import type { ConversationMessage } from './api/messages';
import type { FormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { describedBy, Field } from '../../components/field';
import { FormMessage } from '../../components/form-message';
import { FileInput } from '../../components/file-input';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { BlockUserButton } from '../blocking';
import { ContactFeeNotice } from './contact-fee-notice';
import { fetchConversation, fetchOlderMessages, sendMessage } from './messages-thunks';
import { useLiveMessages } from './use-live-messages';

export const MESSAGE_MAX = 2000;
const MAX_FILES = 5;

/** A message's time in Taiwan time (UTC+8). */
export function messageTime(created: string): string {
  return formatTaipei(parseUtcString(created));
}

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
        {held?.otherUser && (
          <BlockUserButton
            target={{ blocked_user_id: held.otherUser.id }}
            userId={held.otherUser.id}
            name={held.otherUser.full_name}
            onBlocked={() => void dispatch(fetchConversation(bidId))}
          />
        )}
      </header>
      {held?.contact && (
        <dl className="conversation__contact" aria-label={t('messages>contactLabel')}>
          <dt>{t('messages>contactName')}</dt>
          <dd>{held.contact.full_name}</dd>
          {held.contact.phone && (
            <>
              <dt>{t('messages>contactPhone')}</dt>
              <dd>
                <a href={phoneHref(held.contact.phone)}>{displayPhone(held.contact.phone)}</a>
              </dd>
            </>
          )}
          {held.contact.email && (
            <>
              <dt>{t('messages>contactEmail')}</dt>
              <dd>
                <a href={`mailto:${held.contact.email}`}>{held.contact.email}</a>
              </dd>
            </>
          )}
        </dl>
      )}
      {held?.loading && messages.length === 0 ? (
        <p className="conversation__empty">{t('messages>loading')}</p>
      ) : held?.error && messages.length === 0 ? (
        <div className="conversation__empty">
          <FormMessage tone="error" text={failureText(t, held.error)} />
          <Button variant="secondary" onClick={() => void dispatch(fetchConversation(bidId))}>
            {t('messages>retry')}
          </Button>
        </div>
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
          {messages.map((m) => (
            <MessageBubble key={m.id} message={m} />
          ))}
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

function MessageBubble({ message }: { message: ConversationMessage }) {
  const { t } = useTranslation();
  const mine = message.is_sender === 1;
  return (
    <li className={mine ? 'message message--mine' : 'message'}>
      <p className="message__body">{message.body}</p>
      {message.attachments.length > 0 && (
        <ul className="message__files">
          {message.attachments.map((file) => (
            <li key={file.url}>
              <a href={file.url} target="_blank" rel="noreferrer">
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="message__meta">
        <time dateTime={message.created}>{messageTime(message.created)}</time>
        {mine && <span className="message__read">{message.is_read === 1 ? t('messages>read') : t('messages>sent')}</span>}
      </p>
    </li>
  );
}

function Composer({ bidId }: { bidId: number }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const fileId = useId();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<FormFailure | undefined>();
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setFailure(undefined);
    // The server trims and refuses an empty message (400 `message must be non-empty`), naming the field.
    const result = await dispatch(sendMessage({ bidId, message: text, files }));
    setBusy(false);
    if (sendMessage.fulfilled.match(result)) {
      setText('');
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    const payload = result.payload;
    if (!payload) return;
    const field = payload.fields.find((f) => f.field === 'message');
    if (field) setError(field.message);
    else setFailure(payload);
  };

  return (
    <form className="composer" onSubmit={(e) => void submit(e)} noValidate>
      <Field id={id} label={t('messages>composerLabel')} error={error}>
        <textarea
          id={id}
          className="input input--textarea"
          rows={3}
          maxLength={MESSAGE_MAX}
          value={text}
          placeholder={t('messages>placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
          }}
          {...describedBy(id, error)}
        />
      </Field>
      <div className="composer__row">
        <div className="composer__files">
          <label htmlFor={fileId}>{t('messages>attach', { max: MAX_FILES })}</label>
          <FileInput
            id={fileId}
            inputRef={fileInput}
            count={files.length}
            multiple
            accept="image/png,image/jpeg,image/gif,application/pdf"
            onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, MAX_FILES))}
          />
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('common>sending') : t('messages>send')}
        </Button>
      </div>
      {failure && <FormMessage tone="error" text={failureText(t, failure)} />}
    </form>
  );
}
