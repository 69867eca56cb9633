import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { finishEmailChange, startEmailChange } from './api/account';
import { ButtonLink } from '../../components/button';
import { CodeFlow } from '../../components/code-flow';
import { FormMessage } from '../../components/form-message';
import { emailOnlySchema } from '../../lib/account-forms';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { infoUpdated } from '../../store/user-slice';
import { useReauth } from './reauth-dialog';

/** /dashboard/email_change: the new address gets a code; once typed back, it replaces the old one. */
export default function EmailChangeScreen() {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.user.info?.email);
  const [changedTo, setChangedTo] = useState<string | undefined>();
  const { run, dialog } = useReauth();

  return (
    <div className="page page--narrow">
      <h1 className="page__title">{t('screens>email-change>title')}</h1>
      {current && <p className="page__lead">{t('settings>email>currentIs', { email: current })}</p>}
      {changedTo ? (
        <>
          <FormMessage tone="success" text={t('settings>email>changed', { email: changedTo })} />
          <ButtonLink to="/dashboard/settings/email" variant="secondary">
            {t('settings>email>back')}
          </ButtonLink>
        </>
      ) : (
        <CodeFlow
          destination={{ label: t('settings>email>new'), type: 'email', autoComplete: 'email', schema: emailOnlySchema, hint: t('settings>email>newHint') }}
          sendLabel={t('auth>code>send')}
          send={(email) => run(() => api((client) => startEmailChange(client, email)))}
          verifyLabel={t('settings>email>confirm')}
          sentText={(email) => t('auth>code>sentToEmail', { email })}
          verify={async ({ hash, code }) => {
            const { info } = await api((client) => finishEmailChange(client, hash, code));
            dispatch(infoUpdated(info));
            setChangedTo(info.email ?? undefined);
          }}
        />
      )}
      {dialog}
    </div>
  );
}
