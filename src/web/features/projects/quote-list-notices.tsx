import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageSocketUrl } from '../messages';
import { Button } from '../../components/button';
import { failureText } from '../../lib/failure-text';
import { asFormFailure } from '../../api/error-info';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { fetchProject } from './projects-thunks';
import { guestRequestPath } from '../../../domain/guest-links';
import { taipeiTime } from './project-format';
import { listenForQuotes, renewGuestLink, resendActivation } from '../live-quotes';
import './quote-list-notices.css';

/**
 * What the quote list adds about notifications: the list refreshes the moment a quote arrives
 * (with a toast), and an unconfirmed e-mail address is pointed out with a button to send the
 * confirmation again.
 */
export function QuoteListNotices({ requestId }: { requestId: number }) {
  useLiveQuotes(requestId);
  return (
    <>
      <ActivationBanner />
      <GuestLinkPanel requestId={requestId} />
    </>
  );
}

/**
 * The request's guest link (mailed after posting) for another device or a family member: a new
 * one can be made here, which retires the old one (a link that went to the wrong person).
 */
function GuestLinkPanel({ requestId }: { requestId: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<{ busy: boolean; link?: string; expires?: string; error?: string }>({ busy: false });
  const renew = async () => {
    setState({ busy: true });
    try {
      const answer = await api((client) => renewGuestLink(client, requestId));
      setState({ busy: false, link: `${window.location.origin}${guestRequestPath(answer.hash)}`, expires: taipeiTime(answer.hash_expires) });
    } catch (error) {
      setState({ busy: false, error: failureText(t, asFormFailure(error)) });
    }
  };
  return (
    <details className="guest-link-panel">
      <summary>{t('notify>guestLink>summary')}</summary>
      <p>{t('notify>guestLink>body')}</p>
      {state.link && (
        <>
          <label className="guest-link-panel__label">
            {t('notify>guestLink>label')}
            <input className="input" readOnly value={state.link} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <p role="status">{t('notify>guestLink>made', { expires: state.expires })}</p>
        </>
      )}
      {state.error && <p role="alert">{state.error}</p>}
      <Button variant="secondary" onClick={renew} disabled={state.busy} aria-busy={state.busy}>
        {t('notify>guestLink>renew')}
      </Button>
    </details>
  );
}

/** Refreshes the request when a quote arrives on it, and says so in a toast. */
export function useLiveQuotes(requestId: number): void {
  const dispatch = useAppDispatch();
  const apiBase = useAppSelector((s) => s.app.apiBase);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof WebSocket === 'undefined') return;
    let first = true;
    return listenForQuotes(messageSocketUrl(apiBase, window.location.href), {
      onQuote: (event) => {
        if (event.quote_request_id !== requestId) return;
        void dispatch(fetchProject(requestId));
        dispatch(toastAdded({ tone: 'success', messageKey: 'notify>quoteArrived' }));
      },
      onReady: () => {
        // After a reconnect, catch up on quotes that came while the socket was down.
        if (!first) void dispatch(fetchProject(requestId));
        first = false;
      },
    });
  }, [apiBase, dispatch, requestId]);
}

/** Only while the address is unconfirmed: why it matters and a button to mail the link again. */
function ActivationBanner() {
  const { t } = useTranslation();
  const api = useApi();
  const info = useAppSelector((s) => s.user.info as { is_activated?: 0 | 1; email?: string | null } | null);
  const [state, setState] = useState<{ busy: boolean; sentTo?: string; error?: string }>({ busy: false });
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  if (info?.is_activated !== 0 || !info.email) return null;
  const resend = async () => {
    setState({ busy: true });
    try {
      const answer = await api((client) => resendActivation(client));
      if (mounted.current) setState({ busy: false, sentTo: answer.email });
    } catch (error) {
      if (mounted.current) setState({ busy: false, error: failureText(t, asFormFailure(error)) });
    }
  };
  return (
    <aside className="activation-banner" aria-label={t('notify>activation>label')}>
      <p className="activation-banner__text">{t('notify>activation>text', { email: info.email })}</p>
      {state.sentTo ? (
        <p className="activation-banner__done" role="status">
          {t('notify>activation>sent', { email: state.sentTo })}
        </p>
      ) : (
        <Button variant="secondary" onClick={resend} disabled={state.busy} aria-busy={state.busy}>
          {state.busy ? t('notify>activation>sending') : t('notify>activation>resend')}
        </Button>
      )}
      {state.error && (
        <p className="activation-banner__error" role="alert">
          {state.error}
        </p>
      )}
    </aside>
  );
}
