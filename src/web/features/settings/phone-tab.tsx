import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayPhone } from '../../../domain/users/phone';
import { confirmPhone } from './api/account';
import { sendPhoneCode } from '../session';
import { FormMessage } from '../../components/form-message';
import { PhoneCodeFlow } from '../../components/phone-code-flow';
import { useReauth } from './reauth-dialog';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useApi } from '../../store/use-api';
import { fetchMe } from '../../store/user-thunks';

const shown = (phone: string) => displayPhone(phone) ?? phone;

/** Verify a phone: a code by SMS (or a voice call) to the number, typed back here. */
export function PhoneTab() {
  const { t } = useTranslation();
  const api = useApi();
  const dispatch = useAppDispatch();
  const info = useAppSelector((s) => s.user.info);
  const [round, setRound] = useState(0);
  const [verified, setVerified] = useState<string | undefined>();
  const confirmed = info?.is_phone_confirmed === 1 && info.phone;
  const { run, dialog } = useReauth();

  return (
    <div>
      <dl className="facts">
        <dt>{t('settings>phone>current')}</dt>
        <dd>{info?.phone ? shown(info.phone) : t('settings>phone>none')}</dd>
        <dt>{t('settings>phone>status')}</dt>
        <dd>{t(confirmed ? 'settings>phone>verified' : 'settings>phone>notVerified')}</dd>
      </dl>
      <FormMessage tone="success" text={verified ? t('settings>phone>done', { phone: shown(verified) }) : undefined} />
      <h3>{t(confirmed ? 'settings>phone>changeTitle' : 'settings>phone>verifyTitle')}</h3>
      <PhoneCodeFlow
        key={round}
        send={(phone, voice) => api((client) => sendPhoneCode(client, phone, voice))}
        verifyLabel={t('settings>phone>submit')}
        verify={async ({ hash, code, destination }) => {
          await run(() => api((client) => confirmPhone(client, hash, code)));
          await dispatch(fetchMe());
          setVerified(destination);
          setRound((n) => n + 1);
        }}
      />
      {dialog}
    </div>
  );
}
