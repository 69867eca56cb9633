import { type InputHTMLAttributes, useId } from 'react';
import { describedBy, Field } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field; also marks it invalid. */
  error?: string;
  hint?: string;
}

export function Input({ label, error, hint, id, className, ...rest }: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field id={inputId} label={label} error={error} hint={hint}>
      <input id={inputId} className={['input', className ?? ''].filter(Boolean).join(' ')} {...describedBy(inputId, error, hint)} {...rest} />
    </Field>
  );
}
