import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCallDuration } from '../../../domain/calls/call-status';
import { Button, ButtonLink } from '../../components/button';
import { calls } from './call-controller';
import type { CallState } from './call-state';
import { useElapsed } from './use-call';

/** What the sheet says of a live call. */
function liveStatusKey(state: CallState): string {
  if (state.phase === 'starting') return 'calls>starting';
  if (state.phase === 'outgoing') return 'calls>outgoing';
  if (state.phase === 'answering') return 'calls>answering';
  return state.peerState === 'connected' ? 'calls>connected' : 'calls>connecting';
}

function Incoming({ state }: { state: CallState }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="call-sheet__status">{t('calls>incomingFrom', { name: state.otherName })}</p>
      <div className="call-sheet__actions">
        <Button data-call-focus onClick={() => void calls.accept()}>
          {t('calls>accept')}
        </Button>
        <Button variant="secondary" className="call-sheet__decline" onClick={() => calls.decline()}>
          {t('calls>decline')}
        </Button>
      </div>
    </>
  );
}

function Live({ state }: { state: CallState }) {
  const { t } = useTranslation();
  const seconds = useElapsed(state.phase === 'connected' ? state.connectedAt : null);
  const ringing = state.phase === 'starting' || state.phase === 'outgoing';
  return (
    <>
      <p className="call-sheet__status" aria-live="polite">
        {t(liveStatusKey(state), { name: state.otherName })}
      </p>
      {state.phase === 'connected' && (
        <p className="call-sheet__timer">
          <span className="visually-hidden">{t('calls>timer')}</span>
          <time dateTime={`PT${seconds}S`}>{formatCallDuration(seconds)}</time>
        </p>
      )}
      <div className="call-sheet__actions">
        {state.phase === 'connected' && (
          <Button variant="secondary" aria-pressed={state.muted} onClick={() => calls.toggleMute()}>
            {state.muted ? t('calls>unmute') : t('calls>mute')}
          </Button>
        )}
        <Button data-call-focus className="call-sheet__hangup" onClick={() => calls.hangup()}>
          {ringing ? t('calls>cancel') : t('calls>hangup')}
        </Button>
      </div>
    </>
  );
}

function Ended({ state }: { state: CallState }) {
  const { t } = useTranslation();
  const outcome = state.outcome ?? 'ended';
  const text = outcome === 'refused' && state.message ? state.message : t(`calls>outcome>${outcome}`, { name: state.otherName, duration: formatCallDuration(state.durationSeconds) });
  return (
    <>
      <p className="call-sheet__status" role="status">
        {text}
      </p>
      <div className="call-sheet__actions">
        {outcome === 'missedIncoming' && (
          <ButtonLink variant="secondary" to="/dashboard/inbox" onClick={() => calls.dismiss()}>
            {t('calls>viewInbox')}
          </ButtonLink>
        )}
        <Button data-call-focus variant="secondary" onClick={() => calls.dismiss()}>
          {t('calls>close')}
        </Button>
      </div>
    </>
  );
}

/** Outcomes that say nothing the person must act on: they leave by themselves. */
const SELF_CLOSING = new Set(['ended', 'cancelled']);
const SELF_CLOSE_MS = 8000;

/**
 * The call on screen, over any page: the incoming ring (answer or decline), the call itself
 * (status, timer, mute, hang up) and how it ended. Not modal: the page stays usable beneath it.
 */
export function CallSheet({ state }: { state: CallState }) {
  const { t } = useTranslation();
  const titleId = useId();
  const sheet = useRef<HTMLElement>(null);
  const phase = state.phase;
  useEffect(() => {
    // The action at hand takes the focus, so the keyboard reaches it at once.
    if (phase !== 'idle') sheet.current?.querySelector<HTMLElement>('[data-call-focus]')?.focus();
  }, [phase]);
  useEffect(() => {
    if (phase !== 'ended' || !SELF_CLOSING.has(state.outcome ?? '')) return;
    const timer = setTimeout(() => calls.dismiss(), SELF_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase, state.outcome]);
  if (phase === 'idle') return null;
  const title = phase === 'incoming' ? t('calls>incomingTitle') : t('calls>with', { name: state.otherName });
  return (
    <section
      ref={sheet}
      className={`call-sheet call-sheet--${phase}`}
      role={phase === 'incoming' ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      data-call-phase={phase}
      data-call-outcome={state.outcome ?? undefined}
      data-connection-state={state.peerState}
    >
      <h2 className="call-sheet__title" id={titleId}>
        {title}
      </h2>
      {phase === 'incoming' ? <Incoming state={state} /> : phase === 'ended' ? <Ended state={state} /> : <Live state={state} />}
    </section>
  );
}
