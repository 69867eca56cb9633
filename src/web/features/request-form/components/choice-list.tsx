import { useId } from 'react';

export interface ChoiceListProps {
  /** The heading that names the group. */
  labelledBy: string;
  options: readonly { value: string; label: string }[];
  multiple: boolean;
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  errorId?: string | undefined;
  invalid?: boolean;
}

/** Options as large tappable rows: radios for one answer, checkboxes for several. */
export function ChoiceList({ labelledBy, options, multiple, selected, onChange, errorId, invalid }: ChoiceListProps) {
  const name = useId();
  const toggle = (value: string, checked: boolean) => {
    if (!multiple) return onChange([value]);
    onChange(checked ? [...selected.filter((v) => v !== value), value] : selected.filter((v) => v !== value));
  };
  return (
    <fieldset className={invalid ? 'rf-choices rf-choices--invalid' : 'rf-choices'} aria-labelledby={labelledBy} aria-describedby={errorId}>
      {options.map((option) => (
        <label key={option.value} className="rf-choice">
          <input
            className="rf-choice__input"
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option.value}
            checked={selected.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span className="rf-choice__label">{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
