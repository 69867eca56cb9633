import { type InputHTMLAttributes, useId } from 'react';
import { DateInput } from './date-input';
import { describedBy, Field } from './field';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field; also marks it invalid. */
  error?: string;
  hint?: string;
}

/** A labelled input; a date is a DateInput, which reads in zh-TW whatever the browser's language. */
export function Input({ label, error, hint, id, className, ...rest }: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  if (rest.type === 'date') {
    const { type: _date, ...dateProps } = rest;
    return (
      <Field id={inputId} label={label} error={error} hint={hint}>
        <DateInput id={inputId} className={className} {...describedBy(inputId, error, hint)} {...dateProps} />
      </Field>
    );
  }
  return (
    <Field id={inputId} label={label} error={error} hint={hint}>
      <input id={inputId} className={['input', className ?? ''].filter(Boolean).join(' ')} {...describedBy(inputId, error, hint)} {...rest} />
    </Field>
  );
}
