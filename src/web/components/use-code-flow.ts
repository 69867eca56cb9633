import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OTP_RESEND_SECONDS } from '../../domain/users/otp';
import { asFormFailure, type FormFailure } from '../api/error-info';
import { codeField } from '../lib/account-forms';
import { failureText } from '../lib/failure-text';
import { useForm } from '../lib/use-form';

const codeSchema = z.object({ code: codeField });

export interface CodeFlowProps {
  /** The phone or e-mail input of step 1. */
  destination: {
    label: string;
    type: 'tel' | 'email';
    autoComplete: string;
    /** Validates `{ value }`; the parsed value is what `send` gets. */
    schema: z.ZodType<{ value: string }, { value: string }>;
    initial?: string;
    hint?: string;
  };
  sendLabel: string;
  /** Sends a code and answers the challenge's hash; `voice` asks for a call instead of an SMS. */
  send: (value: string, voice: boolean) => Promise<{ hash: string }>;
  /** Offer a voice call as well (phones). */
  allowVoice?: boolean;
  verifyLabel: string;
  /** Uses the code; throws (ApiError or FormFailure) when it is refused. */
  verify: (args: { hash: string; code: string; destination: string }) => Promise<void>;
  /** Text that says where the code went (`voice`: a call is ringing the phone instead). */
  sentText: (destination: string, voice: boolean) => string;
  /** More controls in step 2 (the "keep me signed in" box). */
  extra?: ReactNode;
}

function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(OTP_RESEND_SECONDS)];
}

/** The two steps of a code flow: send a code to the destination (again after a countdown), then check it. */
export function useCodeFlow({ destination, send, verify }: Pick<CodeFlowProps, 'destination' | 'send' | 'verify'>) {
  const { t } = useTranslation();
  const first = useForm(destination.schema, { value: destination.initial ?? '' });
  const second = useForm(codeSchema, { code: '' });
  const [sent, setSent] = useState<{ hash: string; to: string; voice: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  const [left, restart] = useCountdown();

  const showFailure = (failure: FormFailure, step: 'send' | 'verify') => {
    const other =
      step === 'send'
        ? first.applyServerErrors(failure.fields, { phone: 'value', email: 'value' })
        : second.applyServerErrors(failure.fields, { otp: 'code', verify_code: 'code', email_verify_code: 'code', hash: 'code' });
    const text = failureText(t, failure);
    if (failure.fields.length > 0 && other.length === 0) return setMessage(undefined);
    // A refused code reads best right under the code.
    if (step === 'verify' && failure.status === 400) {
      second.setError('code', text);
      return setMessage(undefined);
    }
    setMessage(text);
  };

  const sendCode = async (voice: boolean) => {
    const parsed = first.validate();
    if (!parsed) return;
    setBusy(true);
    setMessage(undefined);
    try {
      const { hash } = await send(parsed.value, voice);
      setSent({ hash, to: parsed.value, voice });
      restart();
    } catch (error) {
      showFailure(asFormFailure(error), 'send');
    } finally {
      setBusy(false);
    }
  };

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    void sendCode(false);
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = second.validate();
    if (!parsed || !sent) return;
    setBusy(true);
    setMessage(undefined);
    try {
      await verify({ hash: sent.hash, code: parsed.code, destination: sent.to });
    } catch (error) {
      showFailure(asFormFailure(error), 'verify');
    } finally {
      setBusy(false);
    }
  };

  const changeDestination = () => {
    setSent(null);
    setMessage(undefined);
  };

  return { first, second, sent, busy, message, left, sendCode, onSend, onVerify, changeDestination };
}
