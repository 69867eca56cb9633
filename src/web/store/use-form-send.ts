import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../api/client';
import { asFormFailure, type FormFailure } from '../api/error-info';
import { failureText } from '../lib/failure-text';

/** What the hook needs of a form (`useForm`): its check and where the server's field errors go. */
interface CheckedForm<Parsed, K extends string> {
  validate(): Parsed | undefined;
  applyServerErrors(fields: readonly FieldError[], rename?: Partial<Record<string, K>>): string[];
}

/**
 * A form's submit: the values are checked, `send` is called with them, and a refusal puts the
 * server's field errors by their inputs and anything else in the form's message. `refused` may
 * take a failure first (it returns true when it did).
 */
export function useFormSend<Parsed, K extends string>(
  form: CheckedForm<Parsed, K>,
  send: (parsed: Parsed) => Promise<void>,
  { rename, refused }: { rename?: Partial<Record<string, K>>; refused?: (failure: FormFailure) => boolean } = {},
) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    setBusy(true);
    setMessage(undefined);
    try {
      await send(parsed);
    } catch (error) {
      const failure = asFormFailure(error);
      if (refused?.(failure)) return;
      const other = form.applyServerErrors(failure.fields, rename);
      if (failure.fields.length === 0 || other.length > 0) setMessage(failureText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return { busy, message, onSubmit };
}
