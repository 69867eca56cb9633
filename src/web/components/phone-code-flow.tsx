import { useTranslation } from 'react-i18next';
import { formatTaiwanMobile } from '../../domain/users/phone';
import { phoneSchema } from '../lib/account-forms';
import { CodeFlow, type CodeFlowProps } from './code-flow';

export interface PhoneCodeFlowProps extends Pick<CodeFlowProps, 'send' | 'verify' | 'verifyLabel'> {
  /** The number the input starts with. */
  initial?: string;
}

/** The code flow for a Taiwan mobile number: the code by SMS or a voice call, the number shown as typed in Taiwan. */
export function PhoneCodeFlow({ initial, send, verify, verifyLabel }: PhoneCodeFlowProps) {
  const { t } = useTranslation();
  return (
    <CodeFlow
      destination={{
        label: t('auth>phone>label'),
        type: 'tel',
        autoComplete: 'tel',
        schema: phoneSchema,
        hint: t('auth>phone>hint'),
        ...(initial === undefined ? {} : { initial }),
      }}
      sendLabel={t('auth>code>send')}
      send={send}
      allowVoice
      verifyLabel={verifyLabel}
      sentText={(value, voice) => t(voice ? 'auth>code>callingPhone' : 'auth>code>sentToPhone', { phone: formatTaiwanMobile(value) })}
      verify={verify}
    />
  );
}
