import { type TextareaHTMLAttributes, useId } from 'react';
import { describedBy, Field } from '../../../components/field';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A multi-line field with the shared label, hint and error layout. */
export function TextArea({ label, error, hint, id, className, ...rest }: TextAreaProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Field id={inputId} label={label} error={error} hint={hint}>
      <textarea id={inputId} rows={5} className={['input', 'textarea', className ?? ''].filter(Boolean).join(' ')} {...describedBy(inputId, error, hint)} {...rest} />
    </Field>
  );
}
