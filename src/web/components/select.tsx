import { type SelectHTMLAttributes, useId } from 'react';
import { describedBy, Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: SelectOption[];
  /** Text of an empty first choice, when the field may be left unchosen. */
  placeholder?: string;
  error?: string;
  hint?: string;
}

export function Select({ label, options, placeholder, error, hint, id, className, ...rest }: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Field id={selectId} label={label} error={error} hint={hint}>
      <select id={selectId} className={['input', 'select', className ?? ''].filter(Boolean).join(' ')} {...describedBy(selectId, error, hint)} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
