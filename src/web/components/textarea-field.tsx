import type { TextareaHTMLAttributes } from 'react';
import { describedBy, Field } from './field';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  id: string;
  label: string;
  /** Shown under the field; also marks the text area invalid. */
  error?: string;
  /** Shown under the field and read with it. */
  hint?: string;
}

/** A labelled text area of a form (a note, a reason, a message) with its error. */
export function TextareaField({ id, label, error, hint, className = 'input input--textarea', ...rest }: TextareaFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <textarea id={id} className={className} {...rest} {...describedBy(id, error, hint)} />
    </Field>
  );
}
