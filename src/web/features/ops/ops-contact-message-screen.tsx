import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACT_STATUSES, type ContactStatus } from '../../../domain/contact/contact-topics';
import { OpsPermission } from '../../../domain/ops/operator-roles';
import { ApiError } from '../../api/client';
import { asFormFailure, toErrorInfo } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { FailureRetry } from '../../components/load-failure';
import { Loading } from '../../components/loading';
import { failureText } from '../../lib/failure-text';
import type { ScreenProps } from '../../routes/screen-types';
import { useApi } from '../../store/use-api';
import { type ContactThread, getContactThread, replyToContact, setContactStatus } from './api/contact';
import { ContactReplyBox } from './ops-contact-reply';
import { ContactThreadView } from './ops-contact-thread';
import { OpsFrame } from './ops-frame';
import { OPS_CONTACT_MESSAGES_PATH } from './ops-paths';
import { useOpsSession } from './ops-session-context';
import './ops-contact.css';

type Loaded = { kind: 'loading' } | { kind: 'loaded'; thread: ContactThread } | { kind: 'failed'; error: unknown };

function ContactMessage({ id }: { id: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const { sessionGone } = useOpsSession();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | undefined>();

  const load = useCallback(async () => {
    setLoaded({ kind: 'loading' });
    try {
      setLoaded({ kind: 'loaded', thread: await api((client) => getContactThread(client, id)) });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') return sessionGone();
      setLoaded({ kind: 'failed', error });
    }
  }, [api, id, sessionGone]);
  useEffect(() => {
    void load();
  }, [load]);

  /** Runs a change; the new thread on success, else the refusal's text (the session ending leaves the page). */
  const change = async (call: () => Promise<ContactThread>, done: string): Promise<string | undefined> => {
    setBusy(true);
    setNotice(undefined);
    try {
      setLoaded({ kind: 'loaded', thread: await call() });
      setNotice({ tone: 'success', text: done });
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session') {
        sessionGone();
        return undefined;
      }
      const failure = asFormFailure(error);
      return failure.fields[0]?.message ?? failureText(t, failure);
    } finally {
      setBusy(false);
    }
  };

  const setStatus = async (status: ContactStatus) => {
    const refused = await change(
      () => api((client) => setContactStatus(client, id, { status })),
      t('ops>contact>statusDone', { status: t(`ops>contact>statuses>${status}`) }),
    );
    if (refused) setNotice({ tone: 'error', text: refused });
  };

  if (loaded.kind === 'loading') return <Loading />;
  if (loaded.kind === 'failed') return <FailureRetry failure={toErrorInfo(loaded.error)} onRetry={() => void load()} />;
  const { thread } = loaded;
  const current = thread.contact_message.status;
  return (
    <>
      <FormMessage tone={notice?.tone ?? 'success'} text={notice?.text} />
      <section className="ops-actions" aria-label={t('ops>contact>statusActions')}>
        {CONTACT_STATUSES.filter((s) => s !== current).map((status) => (
          <Button key={status} variant="secondary" disabled={busy} onClick={() => void setStatus(status)}>
            {t(`ops>contact>markAs>${status}`)}
          </Button>
        ))}
      </section>
      <ContactThreadView thread={thread} />
      <ContactReplyBox
        email={thread.contact_message.email}
        busy={busy}
        onSend={(body) => change(() => api((client) => replyToContact(client, id, { body })), t('ops>contact>replySent', { email: thread.contact_message.email }))}
      />
    </>
  );
}

/** /ops/contact-messages/{id}: one message, its replies, the reply box (mailed to the sender) and the status buttons. */
export default function OpsContactMessageScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const raw = match.params.id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
  return (
    <OpsFrame permission={OpsPermission.AnswerContact}>
      <p>
        <Link to={OPS_CONTACT_MESSAGES_PATH}>{t('ops>contact>backToInbox')}</Link>
      </p>
      <h1 className="ops-title">{t('ops>contact>messageTitle', { id: raw })}</h1>
      {id === undefined ? <p role="alert">{t('ops>contact>notFound')}</p> : <ContactMessage id={id} />}
    </OpsFrame>
  );
}
