import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { failureText } from '../../lib/failure-text';
import { useApi } from '../../store/use-api';
import { getOpsMe, opsLogin } from './api/ops-session';
import { type CodeMode, type LoginErrors, type LoginValues, loginErrors, retryWait } from './login-form-rules';
import { afterOpsLoginPath } from './ops-paths';
import './ops.css';

const FIELDS = ['email', 'password', 'code'] as const;

/** /ops/login: e-mail, password and the second factor (a TOTP code, or a recovery code instead). */
export default function OpsLoginScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '', code: '' });
  const [mode, setMode] = useState<CodeMode>('totp');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [message, setMessage] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  // An operator already signed in to the console goes on to where the login would have taken them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, when the screen opens.
  useEffect(() => {
    let live = true;
    api(getOpsMe).then(
      () => live && navigate(afterOpsLoginPath(location.search), { replace: true }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const set = (field: keyof LoginValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const switchMode = () => {
    setMode((m) => (m === 'totp' ? 'recovery' : 'totp'));
    setValues((v) => ({ ...v, code: '' }));
    setErrors((e) => ({ ...e, code: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = loginErrors(values, mode);
    setErrors(found);
    setMessage(undefined);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await api((client) => opsLogin(client, { email: values.email.trim(), password: values.password, code: values.code.trim() }));
      navigate(afterOpsLoginPath(location.search), { replace: true });
    } catch (error) {
      setBusy(false);
      const failure = asFormFailure(error);
      const named: LoginErrors = {};
      for (const field of failure.fields) if ((FIELDS as readonly string[]).includes(field.field)) named[field.field as keyof LoginValues] = field.message;
      setErrors(named);
      const wait = retryWait(error);
      if (error instanceof ApiError && error.status === 429) {
        const waitText = wait ? t('ops>login>throttled', { time: t(wait.key, { count: wait.count }) }) : t('ops>login>throttledLater');
        setMessage(failure.text ? `${failure.text} ${waitText}` : waitText);
      } else if (failure.fields.length === 0) setMessage(failureText(t, failure));
    }
  };

  const errorText = (field: keyof LoginValues) => {
    const value = errors[field];
    return value?.startsWith('ops>') ? t(value) : value;
  };

  return (
    <div className="ops-page ops-page--login">
      <main className="ops-login ops-panel" id="main">
        <h1 className="ops-title">{t('ops>login>title')}</h1>
        <p>{t('ops>login>lead')}</p>
        <form onSubmit={(e) => void submit(e)} noValidate className="ops-form">
          <Input label={t('ops>login>email')} type="email" name="email" autoComplete="username" value={values.email} onChange={set('email')} error={errorText('email')} />
          <Input label={t('ops>login>password')} type="password" name="password" autoComplete="current-password" value={values.password} onChange={set('password')} error={errorText('password')} />
          {mode === 'totp' ? (
            <Input
              key="totp"
              label={t('ops>login>code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              hint={t('ops>login>codeHint')}
              value={values.code}
              onChange={set('code')}
              error={errorText('code')}
            />
          ) : (
            <Input
              key="recovery"
              label={t('ops>login>recoveryCode')}
              name="code"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              hint={t('ops>login>recoveryHint')}
              value={values.code}
              onChange={set('code')}
              error={errorText('code')}
            />
          )}
          <button type="button" className="ops-link-button" onClick={switchMode}>
            {mode === 'totp' ? t('ops>login>useRecovery') : t('ops>login>useTotp')}
          </button>
          <FormMessage tone="error" text={message} />
          <Button type="submit" block disabled={busy}>
            {busy ? t('ops>login>submitting') : t('ops>login>submit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
