import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referInviteSchema } from '../../../domain/referrals/referrals';
import { asFormFailure } from '../../api/error-info';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { Input } from '../../components/input';
import { failureText } from '../../lib/failure-text';
import type { ReferralsAnswer } from './api/referrals';

export interface ReferralInviteProps {
  limits: ReferralsAnswer['limits'];
  /** Sends the invitation; throws when it is refused. */
  sendInvite: (email: string) => Promise<{ message: string }>;
}

/** Invite someone by e-mail (a few a day, the same address once in a while). */
export function ReferralInvite({ limits, sendInvite }: ReferralInviteProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setSent(undefined);
    const parsed = referInviteSchema.safeParse({ email });
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message);
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      const result = await sendInvite(parsed.data.email);
      setSent(result.message);
      setEmail('');
      setEmailError(undefined);
    } catch (error) {
      const failure = asFormFailure(error);
      setEmailError(failure.fields.find((f) => f.field === 'email')?.message ?? failureText(t, failure));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form className="referrals__invite" onSubmit={invite} noValidate>
      <Input
        label={t('referrals>emailLabel')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setEmailError(undefined);
        }}
        error={emailError}
        hint={t('referrals>emailHint', { perDay: limits.invites_per_day, days: limits.reinvite_days })}
      />
      <Button type="submit" disabled={sending}>
        {t(sending ? 'referrals>sending' : 'referrals>send')}
      </Button>
      <FormMessage tone="success" text={sent} />
    </form>
  );
}
