import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPassword } from '../session';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { emailOnlySchema } from '../../lib/account-forms';
import { useForm } from '../../lib/use-form';
import { useApi } from '../../store/use-api';
import { useFormSend } from '../../store/use-form-send';

/** Asks for a reset link. The answer never says whether the address has an account. */
export function RequestResetForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const form = useForm(emailOnlySchema, { value: initialEmail });
  const [sentTo, setSentTo] = useState<string | undefined>();

  const { busy, message, onSubmit } = useFormSend(
    form,
    async (parsed) => {
      await api((client) => forgotPassword(client, parsed.value));
      setSentTo(parsed.value);
    },
    { rename: { email: 'value' } },
  );

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
