import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTaiwanMobile } from '../../../domain/users/phone';
import { sendEmailLoginCode, sendPhoneCode } from '../session';
import { Checkbox } from '../../components/checkbox';
import { CodeFlow } from '../../components/code-flow';
import { emailOnlySchema, phoneSchema } from '../../lib/account-forms';
import { browserDeviceId } from '../../lib/device-id';
import { useAppDispatch } from '../../store/hooks';
import { signIn } from '../../store/session-thunks';
import { useApi } from '../../store/use-api';

function useSavedBox() {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const box = <Checkbox label={t('auth>login>saved')} checked={saved} onChange={(e) => setSaved(e.target.checked)} />;
  return { saved: saved ? { saved: 1 as const } : {}, box };
}

/** Log in with a code sent to a Taiwan mobile number (SMS, or a voice call). */
export function PhoneLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const api = useApi();
  const { saved, box } = useSavedBox();
  return (
    <CodeFlow
      destination={{ label: t('auth>phone>label'), type: 'tel', autoComplete: 'tel', schema: phoneSchema, hint: t('auth>phone>hint') }}
      sendLabel={t('auth>code>send')}
      send={(phone, voice) => api((client) => sendPhoneCode(client, phone, voice))}
      allowVoice
      verifyLabel={t('auth>login>submit')}
      sentText={(phone) => t('auth>code>sentToPhone', { phone: formatTaiwanMobile(phone) })}
      extra={box}
      verify={async ({ hash, code, destination }) => {
        await dispatch(signIn({ method: 'phoneCode', body: { phone: destination, verify_code: code, hash, device_id: browserDeviceId(), ...saved } })).unwrap();
        onSignedIn();
      }}
    />
  );
}

/** Log in with a code mailed to an e-mail; a new address gets an account on the way. */
export function EmailLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const api = useApi();
  const { saved, box } = useSavedBox();
  return (
    <CodeFlow
      destination={{ label: t('auth>email>label'), type: 'email', autoComplete: 'email', schema: emailOnlySchema, hint: t('auth>email>hint') }}
      sendLabel={t('auth>code>send')}
      send={(email) => api((client) => sendEmailLoginCode(client, email))}
      verifyLabel={t('auth>login>submit')}
      sentText={(email) => t('auth>code>sentToEmail', { email })}
      extra={box}
      verify={async ({ hash, code }) => {
        await dispatch(signIn({ method: 'emailCode', body: { hash, otp: code, device_id: browserDeviceId(), ...saved } })).unwrap();
        onSignedIn();
      }}
    />
  );
}
