import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StepUpChallenge } from '../../../domain/errors/app-error';
import { ErrorText } from '../../../domain/errors/codes';
import { identifierKind } from '../../../domain/users/account-rules';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { passwordLoginSchema } from '../../lib/account-forms';
import { browserDeviceId } from '../../lib/device-id';
import { failureText } from '../../lib/failure-text';
import { prepareSeonAgent, seonSession } from '../../lib/seon-agent';
import { useForm } from '../../lib/use-form';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { signIn } from '../../store/session-thunks';

/** Where "forgot password" leads: the request form, prefilled when an e-mail was typed. */
export function forgotPasswordPath(identifier: string): string {
  const value = identifier.trim();
  return value && identifierKind(value) === 'email' ? `/resetpass/email/${encodeURIComponent(value)}` : '/resetpass/email';
}

/** Username or e-mail and password, with "keep me signed in for 30 days". */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signingIn = useAppSelector((s) => s.auth.signingIn);
  // SEON's browser agent, when configured: loaded as the form shows, its payload sent with the login.
  const seonScriptUrl = useAppSelector((s) => s.app.seonScriptUrl ?? null);
  const [collecting, setCollecting] = useState(false);
  const busy = signingIn || collecting;
  const form = useForm(passwordLoginSchema, { username: '', passwd: '' });
  const [saved, setSaved] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  // A login that looked unusual: the server sent a one-time code and waits for it.
  const [stepUp, setStepUp] = useState<{ challenge: StepUpChallenge; text: string } | undefined>();
  const [code, setCode] = useState('');

  useEffect(() => {
    if (seonScriptUrl) prepareSeonAgent(seonScriptUrl).catch(() => undefined);
  }, [seonScriptUrl]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    setMessage(undefined);
    const withCode = stepUp ? { otp: code.trim(), otp_hash: stepUp.challenge.hash } : {};
    let seon: string | undefined;
    if (seonScriptUrl) {
      setCollecting(true);
      seon = await seonSession(seonScriptUrl);
      setCollecting(false);
    }
    const body = {
      username: parsed.username,
      passwd: parsed.passwd,
      device_id: browserDeviceId(),
      ...(seon ? { seon_session: seon } : {}),
      ...(saved ? { saved: 1 as const } : {}),
      ...withCode,
    };
    const result = await dispatch(signIn({ method: 'password', body }));
    if (signIn.fulfilled.match(result)) return onSignedIn();
    const failure = result.payload;
    if (!failure) return setMessage(t('errors>unknown'));
    if (failure.code === ErrorText.LoginCodeRequired && failure.stepUp) {
      setCode('');
      return setStepUp({ challenge: failure.stepUp, text: failureText(t, failure) });
    }
    const other = form.applyServerErrors(failure.fields, { password: 'passwd' });
    if (failure.fields.length === 0 || other.length > 0) setMessage(failureText(t, failure));
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <Input label={t('auth>login>username')} autoComplete="username" autoCapitalize="none" spellCheck={false} required {...form.field('username')} />
      <Input label={t('auth>login>password')} type="password" autoComplete="current-password" required {...form.field('passwd')} />
      <div className="form__row form__row--between">
        <Checkbox label={t('auth>login>saved')} name="saved" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <Link to={forgotPasswordPath(form.values.username)}>{t('auth>login>forgot')}</Link>
      </div>
      {stepUp && (
        <>
          <FormMessage tone="info" text={`${stepUp.text} ${t('auth>login>codeSentTo', { to: stepUp.challenge.destination_hint })}`} />
          <Input
            label={t('auth>login>code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            name="otp"
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </>
      )}
      <FormMessage tone="error" text={message} />
      <Button type="submit" block size="lg" disabled={busy} aria-busy={busy}>
        {busy ? t('auth>login>signingIn') : t('auth>login>submit')}
      </Button>
    </form>
  );
}
