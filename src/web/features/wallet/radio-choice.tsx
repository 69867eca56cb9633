import type { ReactNode } from 'react';

/** One radio choice of a `choices` list: the radio and what it stands for (title, price, detail). */
export function RadioChoice({ name, value, checked, onSelect, data, children }: {
  name: string;
  value?: string;
  checked: boolean;
  onSelect: () => void;
  /** Data attributes of the choice (`data-card-id`, `data-package-id`). */
  data?: Record<`data-${string}`, number>;
  children: ReactNode;
}) {
  return (
    <label className="choice" {...data}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} />
      <span className="choice__body">{children}</span>
    </label>
  );
}
