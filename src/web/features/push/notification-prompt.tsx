import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { popupSet, toastAdded } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { enablePush, getPushOffer, promptDismissed, pushSupported, rememberPromptDismissed } from './push-client';

/**
 * The notification-permission prompt (spec section 2, UI states): asked only once the user has
 * posted a request or sent a quote, only where web push is configured (VAPID keys) and the
 * browser can take it, and never again after "later" or the browser's refusal. The browser's
 * own permission dialog opens only when the user chooses to turn notifications on.
 */
export function NotificationPrompt() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const api = useApi();
  const location = useLocation();
  const signedIn = useAppSelector((s) => s.user.info !== null);
  const open = useAppSelector((s) => s.ui.notificationPrompt);
  const [publicKey, setPublicKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Each page change re-checks while nothing is decided: the first request or quote makes it ask.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked on page changes only.
  useEffect(() => {
    if (!signedIn || open || !pushSupported() || Notification.permission === 'denied' || promptDismissed()) return;
    let current = true;
    api((client) => getPushOffer(client)).then(
      (offer) => {
        if (!current || offer.enabled !== 1 || offer.ask !== 1 || offer.subscribed === 1 || !offer.public_key) return;
        setPublicKey(offer.public_key);
        dispatch(popupSet({ popup: 'notificationPrompt', open: true }));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [signedIn, location.pathname]);

  const close = () => {
    rememberPromptDismissed();
    dispatch(popupSet({ popup: 'notificationPrompt', open: false }));
  };

  const allow = async () => {
    if (!publicKey) return;
    setBusy(true);
    try {
      const result = await api((client) => enablePush(client, publicKey));
      dispatch(toastAdded(result === 'enabled' ? { tone: 'success', messageKey: 'notify>prompt>enabled' } : { tone: 'info', messageKey: 'notify>prompt>denied' }));
    } catch (error) {
      dispatch(toastAdded({ tone: 'error', text: failureText(t, asFormFailure(error)) }));
    } finally {
      setBusy(false);
      close();
    }
  };

  return (
    <Modal
      open={open && publicKey !== null}
      title={t('notify>prompt>title')}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            {t('notify>prompt>later')}
          </Button>
          <Button onClick={allow} disabled={busy} aria-busy={busy}>
            {t('notify>prompt>allow')}
          </Button>
        </>
      }
    >
      <p>{t('notify>prompt>body')}</p>
    </Modal>
  );
}
