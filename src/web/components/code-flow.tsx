import { useTranslation } from 'react-i18next';
import { OTP_DIGITS } from '../../domain/users/otp';
import { useAppSelector } from '../store/hooks';
import { Button } from './button';
import { FormMessage } from './form-message';
import { Input } from './input';
import { type CodeFlowProps, useCodeFlow } from './use-code-flow';

export type { CodeFlowProps } from './use-code-flow';

/** The one-time-code pattern: a phone or e-mail, then the 6-digit code sent to it, with resend. */
export function CodeFlow({ destination, sendLabel, send, allowVoice = false, verifyLabel, verify, sentText, extra }: CodeFlowProps) {
  const { t } = useTranslation();
  const { first, second, sent, busy, message, left, sendCode, onSend, onVerify, changeDestination } = useCodeFlow({ destination, send, verify });
  // Where no provider places calls, the screen says so instead of offering one.
  const voiceCodes = useAppSelector((s) => s.app.voiceCodes ?? false);

  if (!sent) {
    return (
      <form className="form" onSubmit={onSend} noValidate>
        <Input label={destination.label} type={destination.type} autoComplete={destination.autoComplete} hint={destination.hint} required {...first.field('value')} />
        <FormMessage tone="error" text={message} />
        <Button type="submit" block size="lg" disabled={busy} aria-busy={busy}>
          {busy ? t('common>sending') : sendLabel}
        </Button>
      </form>
    );
  }

  return (
    <form className="form" onSubmit={onVerify} noValidate>
      <p className="form__note" role="status">
        {sentText(sent.to, sent.voice)}
      </p>
      <Input
        label={t('auth>code>label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_DIGITS + 4}
        hint={t('auth>code>hint', { digits: OTP_DIGITS })}
        required
        {...second.field('code')}
      />
      {extra}
      <FormMessage tone="error" text={message} />
      <Button type="submit" block size="lg" disabled={busy} aria-busy={busy}>
        {busy ? t('common>checking') : verifyLabel}
      </Button>
      <div className="form__row">
        <Button variant="ghost" disabled={busy || left > 0} onClick={() => void sendCode(false)}>
          {left > 0 ? t('auth>code>resendIn', { seconds: left }) : t('auth>code>resend')}
        </Button>
        {allowVoice && voiceCodes && (
          <Button variant="ghost" disabled={busy || left > 0} onClick={() => void sendCode(true)}>
            {t('auth>code>voice')}
          </Button>
        )}
        <Button
          variant="ghost"
          disabled={busy}
          onClick={changeDestination}
        >
          {t(destination.type === 'tel' ? 'auth>code>changePhone' : 'auth>code>changeEmail')}
        </Button>
      </div>
      {allowVoice && !voiceCodes && <p className="form__note">{t('auth>code>voiceUnavailable')}</p>}
    </form>
  );
}
