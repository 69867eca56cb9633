import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Modal } from '../../components/modal';
import { failureText } from '../../lib/failure-text';
import { useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { REAUTH_REQUIRED, reauthWithCode, reauthWithPassword, sendReauthCode } from './api/sessions';

interface Pending {
  resolve: () => void;
  reject: () => void;
}

/**
 * Runs a sensitive change (e-mail, social link, deletion); when the server asks the user to
 * prove it is them again (409 `reauth required`), shows a dialog for the password, or a code
 * mailed to the current address for an account without one, then tries once more.
 */
export function useReauth(): { run: <T>(action: () => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (asFormFailure(error).code !== REAUTH_REQUIRED) throw error;
      // Cancelling rethrows the original refusal, so the screen shows why nothing changed.
      await new Promise<void>((resolve, reject) => setPending({ resolve, reject: () => reject(error) }));
      return action();
    }
  }, []);
  const finish = (ok: boolean) => {
    if (ok) pending?.resolve();
    else pending?.reject();
    setPending(null);
  };
  return { run, dialog: pending ? <ReauthDialog onDone={() => finish(true)} onCancel={() => finish(false)} /> : null };
}

function ReauthDialog({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const hasPassword = useAppSelector((s) => s.user.has_password) !== false;
  const [value, setValue] = useState('');
  const [sent, setSent] = useState<{ hash: string; hint: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const attempt = async (step: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(undefined);
    try {
      await step();
    } catch (failure) {
      setError(failureText(t, asFormFailure(failure)));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };
  const confirm = () =>
    attempt(async () => {
      if (hasPassword) await api((client) => reauthWithPassword(client, value));
      else await api((client) => reauthWithCode(client, sent!.hash, value.trim()));
      onDone();
    });
  const send = () =>
    attempt(async () => {
      const answer = await api((client) => sendReauthCode(client));
      setSent({ hash: answer.hash, hint: answer.destination_hint });
    });

  const canConfirm = value !== '' && (hasPassword || sent !== null);
  return (
    <Modal
      open
      title={t('settings>reauth>title')}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('settings>reauth>cancel')}
          </Button>
          <Button disabled={!canConfirm || busy} onClick={() => void confirm()}>
            {t('settings>reauth>confirm')}
          </Button>
        </>
      }
    >
      <p>{t(hasPassword ? 'settings>reauth>bodyPassword' : 'settings>reauth>bodyCode')}</p>
      {hasPassword ? (
        <Input label={t('settings>reauth>password')} type="password" autoComplete="current-password" value={value} onChange={(e) => setValue(e.target.value)} />
      ) : (
        <>
          <Button variant="secondary" disabled={busy} onClick={() => void send()}>
            {t(sent ? 'settings>reauth>resend' : 'settings>reauth>send')}
          </Button>
          {sent && <p>{t('settings>reauth>sentTo', { hint: sent.hint })}</p>}
          {sent && <Input label={t('settings>reauth>code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={value} onChange={(e) => setValue(e.target.value)} />}
        </>
      )}
      <FormMessage tone="error" text={error} />
    </Modal>
  );
}
