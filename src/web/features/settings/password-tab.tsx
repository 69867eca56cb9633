import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorText } from '../../../domain/errors/codes';
import { changePassword } from './api/account';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { changePasswordSchema } from '../../lib/account-forms';
import { failureText } from '../../lib/failure-text';
import { useForm } from '../../lib/use-form';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { statusModalShown } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { useFormSend } from '../../store/use-form-send';

/** Change the password (other devices are signed out); accounts without one are pointed to the reset. */
export function PasswordTab() {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const hasPassword = useAppSelector((s) => s.user.has_password);
  const email = useAppSelector((s) => s.user.info?.email);
  const form = useForm(changePasswordSchema, { current_password: '', password: '', confirm: '' });
  const { busy, message, onSubmit } = useFormSend(
    form,
    async (parsed) => {
      await api((client) => changePassword(client, parsed.current_password, parsed.password));
      for (const name of ['current_password', 'password', 'confirm'] as const) form.setValue(name, '');
      // Other devices were signed out: the status modal makes sure that is read.
      dispatch(statusModalShown({ tone: 'success', titleKey: 'statusModal>passwordChanged>title', messageKey: 'statusModal>passwordChanged>body' }));
    },
    {
      rename: { new_password: 'password' },
      refused: (failure) => {
        if (failure.code !== ErrorText.WrongPassword) return false;
        form.setError('current_password', failureText(t, failure));
        return true;
      },
    },
  );

  if (hasPassword === false) {
    return (
      <div>
        <p>{t('settings>password>none')}</p>
        <Link to={email ? `/resetpass/email/${encodeURIComponent(email)}` : '/resetpass/email'}>{t('settings>password>setOne')}</Link>
      </div>
    );
  }


  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <Input label={t('settings>password>current')} type="password" autoComplete="current-password" required {...form.field('current_password')} />
      <Input label={t('settings>password>new')} type="password" autoComplete="new-password" hint={t('auth>signup>passwordHint')} required {...form.field('password')} />
      <Input label={t('auth>reset>confirm')} type="password" autoComplete="new-password" required {...form.field('confirm')} />
      <p className="form__note">{t('settings>password>othersSignedOut')}</p>
      <FormMessage tone="error" text={message} />
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? t('common>saving') : t('settings>password>submit')}
      </Button>
    </form>
  );
}
