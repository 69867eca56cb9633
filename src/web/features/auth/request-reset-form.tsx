import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPassword } from '../session';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { emailOnlySchema } from '../../lib/account-forms';
import { failureText } from '../../lib/failure-text';
import { useForm } from '../../lib/use-form';
import { useApi } from '../../store/use-api';

/** Asks for a reset link. The answer never says whether the address has an account. */
export function RequestResetForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const form = useForm(emailOnlySchema, { value: initialEmail });
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    setBusy(true);
    setMessage(undefined);
    try {
      await api((client) => forgotPassword(client, parsed.value));
      setSentTo(parsed.value);
    } catch (error) {
      const failure = asFormFailure(error);
      const other = form.applyServerErrors(failure.fields, { email: 'value' });
      if (failure.fields.length === 0 || other.length > 0) setMessage(failureText(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="form__note">{t('auth>reset>requestLead')}</p>
      <Input label={t('auth>reset>email')} type="email" autoComplete="email" required {...form.field('value')} />
      <FormMessage tone="success" text={sentTo ? t('auth>reset>sent', { email: sentTo }) : undefined} />
      <FormMessage tone="error" text={message} />
      <Button type="submit" block size="lg" disabled={busy} aria-busy={busy}>
        {busy ? t('common>sending') : t(sentTo ? 'auth>reset>sendAgain' : 'auth>reset>send')}
      </Button>
    </form>
  );
}
