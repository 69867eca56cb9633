import { type InputHTMLAttributes, useId } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

/** A checkbox with its label on the right, the whole row clickable. */
export function Checkbox({ label, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={['checkbox', className ?? ''].filter(Boolean).join(' ')}>
      <input id={inputId} type="checkbox" className="checkbox__input" {...rest} />
      <label className="checkbox__label" htmlFor={inputId}>
        {label}
      </label>
    </div>
  );
}
