import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopOrderMessage } from '../../../domain/shop/shop-order-messages.contract';
import { SHOP_ORDER_MESSAGE_MAX_LENGTH } from '../../../domain/shop/shop-order-messages.contract';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LoadFailedState } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { TextareaField } from '../../components/textarea-field';
import { useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { AttachmentPicker, MessageAttachments } from '../messages';
import { formatTaipeiTime } from './format-time';
import { getOrderChat, isOrderChatEvent, orderChatSocketUrl, sendOrderMessage } from './api';
import './shop-order-chat.css';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; messages: ShopOrderMessage[] };

/** While the socket is down the conversation is read again this often. */
const POLL_MS = 10_000;

/**
 * A shop order's conversation between its two sides, for the order screens: the messages and
 * their files, a composer (Ctrl or Cmd+Enter sends; up to five images or PDFs, the bid
 * messages' picker) and live updates through the message socket (polling while it is down).
 */
export function ShopOrderChat({ orderId, side }: { orderId: number; side: 'pro' | 'consumer' }) {
  const { t } = useTranslation();
  const api = useApi();
  const apiBase = useAppSelector((s) => s.app.apiBase);
  const id = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    (quiet = false) => {
      if (!quiet) setState({ kind: 'loading' });
      api((client) => getOrderChat(client, orderId)).then(
        (answer) => setState({ kind: 'ready', messages: answer.nshop_order_messages }),
        () => {
          if (!quiet) setState({ kind: 'failed' });
        },
      );
    },
    [api, orderId],
  );
  useEffect(() => load(), [load]);

  // Live: the socket tells of a new message or messages read; while it is down, poll.
  useEffect(() => {
    if (typeof window === 'undefined' || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    const startPolling = () => {
      poll ??= setInterval(() => load(true), POLL_MS);
    };
    try {
      socket = new WebSocket(orderChatSocketUrl(apiBase, window.location.href));
      socket.onmessage = (event) => {
        if (typeof event.data === 'string' && isOrderChatEvent(event.data, orderId)) load(true);
      };
      socket.onclose = startPolling;
    } catch {
      startPolling();
    }
    return () => {
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
      if (poll) clearInterval(poll);
    };
  }, [apiBase, orderId, load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(t('shopOrderChat>empty'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { nshop_order_message } = await api((client) => sendOrderMessage(client, orderId, text, files));
      setText('');
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
      setState((s) => (s.kind === 'ready' && !s.messages.some((m) => m.id === nshop_order_message.id) ? { kind: 'ready', messages: [...s.messages, nshop_order_message] } : s));
    } catch (failure) {
      const info = asFormFailure(failure);
      setError(info.fields.find((f) => f.field === 'message')?.message ?? info.text ?? t('shopOrderChat>sendFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="order-chat" aria-label={t(side === 'pro' ? 'shopOrderChat>titlePro' : 'shopOrderChat>titleConsumer')}>
      <h2 className="order-chat__title">{t(side === 'pro' ? 'shopOrderChat>titlePro' : 'shopOrderChat>titleConsumer')}</h2>
      {state.kind === 'loading' && <Loading />}
      {state.kind === 'failed' && <LoadFailedState onRetry={() => load()} />}
      {state.kind === 'ready' && state.messages.length === 0 && <EmptyState title={t('shopOrderChat>emptyTitle')} body={t('shopOrderChat>emptyBody')} />}
      {state.kind === 'ready' && state.messages.length > 0 && (
        <ol className="order-chat__list" aria-live="polite">
          {state.messages.map((m) => (
            <li key={m.id} className={m.is_sender ? 'order-chat__msg order-chat__msg--mine' : 'order-chat__msg'}>
              <p className="order-chat__body">{m.body}</p>
              <MessageAttachments attachments={m.attachments} />
              <p className="order-chat__meta">
                <time dateTime={`${m.created.replace(' ', 'T')}Z`}>{formatTaipeiTime(m.created)}</time>
                {m.is_sender === 1 && m.is_read === 1 && <span> · {t('shopOrderChat>read')}</span>}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="order-chat__composer" onSubmit={(e) => void submit(e)} noValidate>
        <TextareaField
          id={id}
          label={t('shopOrderChat>label')}
          error={error}
          rows={3}
          maxLength={SHOP_ORDER_MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) e.currentTarget.form?.requestSubmit();
          }}
        />
        <div className="order-chat__row">
          <AttachmentPicker id={fileId} inputRef={fileInput} count={files.length} onPick={setFiles} />
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('shopOrderChat>sending') : t('shopOrderChat>send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
