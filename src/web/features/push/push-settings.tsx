import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch } from '../../store/hooks';
import { toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { currentSubscription, disablePush, enablePush, getPushOffer, pushSupported } from './push-client';

type PushState = { kind: 'hidden' } | { kind: 'unsupported' } | { kind: 'blocked' } | { kind: 'ready'; publicKey: string; on: boolean };

/** The notification settings' part about this browser's web push; nothing at all when push is not configured. */
export function PushSettings() {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<PushState>({ kind: 'hidden' });
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the settings open.
  useEffect(() => {
    let current = true;
    api((client) => getPushOffer(client)).then(
      async (offer) => {
        if (!current || offer.enabled !== 1 || !offer.public_key) return;
        if (!pushSupported()) return setState({ kind: 'unsupported' });
        if (Notification.permission === 'denied') return setState({ kind: 'blocked' });
        const subscription = await currentSubscription().catch(() => null);
        if (current) setState({ kind: 'ready', publicKey: offer.public_key, on: subscription !== null });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  if (state.kind === 'hidden') return null;
  const toggle = async () => {
    if (state.kind !== 'ready') return;
    setBusy(true);
    try {
      if (state.on) {
        await api((client) => disablePush(client));
        setState({ ...state, on: false });
        dispatch(toastAdded({ tone: 'success', messageKey: 'notify>push>disabled' }));
      } else if ((await api((client) => enablePush(client, state.publicKey))) === 'enabled') {
        setState({ ...state, on: true });
        dispatch(toastAdded({ tone: 'success', messageKey: 'notify>prompt>enabled' }));
      } else {
        setState({ kind: 'blocked' });
      }
    } catch (error) {
      dispatch(toastAdded({ tone: 'error', text: failureText(t, asFormFailure(error)) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{t('notify>push>legend')}</legend>
      {state.kind === 'unsupported' && <p>{t('notify>push>unsupported')}</p>}
      {state.kind === 'blocked' && <p>{t('notify>push>blocked')}</p>}
      {state.kind === 'ready' && (
        <>
          <p>{t(state.on ? 'notify>push>on' : 'notify>push>off')}</p>
          <Button variant="secondary" onClick={toggle} disabled={busy} aria-busy={busy}>
            {t(state.on ? 'notify>push>disable' : 'notify>push>enable')}
          </Button>
        </>
      )}
    </fieldset>
  );
}
