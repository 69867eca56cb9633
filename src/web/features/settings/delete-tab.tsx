import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorText } from '../../../domain/errors/codes';
import { deleteAccount } from './api/account';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { Modal } from '../../components/modal';
import { deleteAccountSchema } from '../../lib/account-forms';
import { failureText } from '../../lib/failure-text';
import { forgetSignedInHint } from '../../lib/signed-in-hint';
import { useForm } from '../../lib/use-form';
import { useReauth } from './reauth-dialog';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { statusModalShown } from '../../store/ui-slice';
import { useApi } from '../../store/use-api';
import { loggedOut } from '../../store/session-actions';

/** Delete the account: what happens is said first, then the password is asked for in a dialog. */
export function DeleteTab() {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const hasPassword = useAppSelector((s) => s.user.has_password) !== false;
  const form = useForm(deleteAccountSchema, { password: '' });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  const { run, dialog } = useReauth();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = hasPassword ? form.validate() : { password: '' };
    if (!parsed) return;
    setBusy(true);
    setMessage(undefined);
    try {
      await run(() => api((client) => deleteAccount(client, parsed.password)));
      forgetSignedInHint();
      dispatch(loggedOut());
      // The account is gone and the person signed out: the status modal on the home page says so.
      dispatch(statusModalShown({ tone: 'info', titleKey: 'statusModal>accountDeleted>title', messageKey: 'statusModal>accountDeleted>body' }));
      navigate('/', { replace: true });
    } catch (error) {
      const failure = asFormFailure(error);
      if (failure.code === ErrorText.WrongPassword) form.setError('password', failureText(t, failure));
      else if (form.applyServerErrors(failure.fields).length > 0 || failure.fields.length === 0) setMessage(failureText(t, failure));
      setBusy(false);
    }
  };

  const formId = 'delete-account-form';
  return (
    <div>
      <p>{t('settings>delete>lead')}</p>
      <ul className="bullets">
        <li>{t('settings>delete>point1')}</li>
        <li>{t('settings>delete>point2')}</li>
        <li>{t('settings>delete>point3')}</li>
      </ul>
      <Button variant="secondary" className="btn--danger" onClick={() => setOpen(true)}>
        {t('settings>delete>open')}
      </Button>
      <Modal
        open={open}
        title={t('settings>delete>confirmTitle')}
        onClose={() => !busy && setOpen(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
              {t('common>cancel')}
            </Button>
            <Button type="submit" form={formId} className="btn--danger" disabled={busy} aria-busy={busy}>
              {busy ? t('settings>delete>deleting') : t('settings>delete>confirm')}
            </Button>
          </>
        }
      >
        <form id={formId} className="form" onSubmit={onSubmit} noValidate>
          <p>{t(hasPassword ? 'settings>delete>askPassword' : 'settings>delete>askConfirm')}</p>
          {hasPassword && <Input label={t('settings>delete>password')} type="password" autoComplete="current-password" required {...form.field('password')} />}
          <FormMessage tone="error" text={message} />
        </form>
      </Modal>
      {dialog}
    </div>
  );
}
