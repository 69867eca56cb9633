import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTaiwanMobile } from '../../../domain/users/phone';
import { sendEmailLoginCode, sendPhoneCode } from '../session';
import { Checkbox } from '../../components/checkbox';
import { CodeFlow } from '../../components/code-flow';
import { emailOnlySchema, phoneSchema } from '../../lib/account-forms';
import { browserDeviceId } from '../../lib/device-id';
import { useAppDispatch } from '../../store/hooks';
import { type SignInRequest, signIn } from '../../store/session-thunks';
import { useApi } from '../../store/use-api';

/** The code flow of a login: the "keep me signed in" box, and a sign-in with the code once it is given. */
function CodeLoginForm({ request, onSignedIn, ...flow }: Omit<ComponentProps<typeof CodeFlow>, 'verify' | 'extra' | 'sendLabel' | 'verifyLabel'> & {
  /** The sign-in the code makes; `saved` is the box's answer. */
  request: (args: { hash: string; code: string; destination: string }, saved: { saved?: 1 }) => SignInRequest;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [saved, setSaved] = useState(false);
  return (
    <CodeFlow
      {...flow}
      sendLabel={t('auth>code>send')}
      verifyLabel={t('auth>login>submit')}
      extra={<Checkbox label={t('auth>login>saved')} checked={saved} onChange={(e) => setSaved(e.target.checked)} />}
      verify={async (args) => {
        await dispatch(signIn(request(args, saved ? { saved: 1 as const } : {}))).unwrap();
        onSignedIn();
      }}
    />
  );
}

/** Log in with a code sent to a Taiwan mobile number (SMS, or a voice call). */
export function PhoneLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <CodeLoginForm
      destination={{ label: t('auth>phone>label'), type: 'tel', autoComplete: 'tel', schema: phoneSchema, hint: t('auth>phone>hint') }}
      send={(phone, voice) => api((client) => sendPhoneCode(client, phone, voice))}
      allowVoice
      sentText={(phone) => t('auth>code>sentToPhone', { phone: formatTaiwanMobile(phone) })}
      request={({ hash, code, destination }, saved) => ({ method: 'phoneCode', body: { phone: destination, verify_code: code, hash, device_id: browserDeviceId(), ...saved } })}
      onSignedIn={onSignedIn}
    />
  );
}

/** Log in with a code mailed to an e-mail; a new address gets an account on the way. */
export function EmailLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  return (
    <CodeLoginForm
      destination={{ label: t('auth>email>label'), type: 'email', autoComplete: 'email', schema: emailOnlySchema, hint: t('auth>email>hint') }}
      send={(email) => api((client) => sendEmailLoginCode(client, email))}
      sentText={(email) => t('auth>code>sentToEmail', { email })}
      request={({ hash, code }, saved) => ({ method: 'emailCode', body: { hash, otp: code, device_id: browserDeviceId(), ...saved } })}
      onSignedIn={onSignedIn}
    />
  );
}
