import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkResetHash, resetPassword } from '../session';
import { Button, ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Loading } from '../../components/loading';
import { LoadFailedState } from '../../components/load-failure';
import { newPasswordFormSchema } from '../../lib/account-forms';
import { decodeSegment } from '../../lib/path-segment';
import { useForm } from '../../lib/use-form';
import type { ScreenProps } from '../../routes/screen-types';
import { useAppDispatch } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { useFormSend } from '../../store/use-form-send';
import { loggedOut } from '../../store/session-actions';
import { AuthCard } from './auth-card';
import { RequestResetForm } from './request-reset-form';

type LinkState = 'checking' | 'valid' | 'invalid' | 'failed' | 'done';

function NewPasswordForm({ hash, onDone, onExpired }: { hash: string; onDone: () => void; onExpired: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const form = useForm(newPasswordFormSchema, { password: '', confirm: '' });

  const { busy, message, onSubmit } = useFormSend(
    form,
    async (parsed) => {
      await api((client) => resetPassword(client, hash, parsed.password));
      onDone();
    },
    {
      refused: (failure) => {
        if (failure.status !== 404) return false;
        onExpired();
        return true;
      },
    },
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <Input label={t('auth>reset>newPassword')} type="password" autoComplete="new-password" hint={t('auth>signup>passwordHint')} required {...form.field('password')} />
      <Input label={t('auth>reset>confirm')} type="password" autoComplete="new-password" required {...form.field('confirm')} />
      <FormMessage tone="error" text={message} />
      <Button type="submit" block size="lg" disabled={busy} aria-busy={busy}>
        {busy ? t('common>saving') : t('auth>reset>save')}
      </Button>
    </form>
  );
}

/** /resetpass/{hash}: the link is checked first, then a new password is typed twice. */
export function ResetpassScreen({ match }: ScreenProps) {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const hash = decodeSegment(match.params.hash);
  // '/resetpass/email' without an address is the request form, empty.
  const isRequest = hash === 'email';
  const [state, setState] = useState<LinkState>('checking');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: checks the link when it (or the retry) changes.
  useEffect(() => {
    if (isRequest) return;
    let current = true;
    setState('checking');
    api((client) => checkResetHash(client, hash)).then(
      (valid) => current && setState(valid ? 'valid' : 'invalid'),
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [hash, attempt]);

  if (isRequest) {
    return (
      <AuthCard title={t('auth>reset>requestTitle')}>
        <RequestResetForm initialEmail="" />
      </AuthCard>
    );
  }

  const done = () => {
    // Every session, this browser's too, ended with the reset.
    dispatch(loggedOut());
    setState('done');
  };

  return (
    <AuthCard title={t('auth>reset>title')}>
      {state === 'checking' && <Loading label={t('auth>reset>checking')} />}
      {state === 'valid' && <NewPasswordForm hash={hash} onDone={done} onExpired={() => setState('invalid')} />}
      {state === 'invalid' && (
        <EmptyState
          title={t('auth>reset>invalidTitle')}
          body={t('auth>reset>invalidBody')}
          action={<ButtonLink to="/resetpass/email">{t('auth>reset>requestAgain')}</ButtonLink>}
        />
      )}
      {state === 'failed' && <LoadFailedState onRetry={() => setAttempt((n) => n + 1)} />}
      {state === 'done' && (
        <>
          <FormMessage tone="success" text={t('auth>reset>done')} />
          <p>
            <Link className="btn btn--primary btn--block btn--lg" to="/login">
              {t('auth>reset>toLogin')}
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
