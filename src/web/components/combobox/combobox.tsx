import { useId, useState } from 'react';
import { describedBy, Field } from '../field';
import { type ComboOption, type ComboState, comboReducer, exactOption, filterOptions, keyAction } from './combobox-state';

export interface ComboboxProps {
  label: string;
  options: readonly ComboOption[];
  /** The chosen option's value; '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  placeholder?: string | undefined;
  disabled?: boolean;
  /** The message under the list when what is typed matches nothing. */
  noMatch: string;
  name?: string;
}

/**
 * A text box with a list of options filtered as one types (WAI-ARIA combobox, list
 * autocomplete): arrows move the highlight (aria-activedescendant), Enter takes it, Escape
 * closes the list and then clears; a typed name that is exactly an option's is taken on leaving.
 */
export function Combobox({ label, options, value, onChange, error, hint, placeholder, disabled, noMatch, name }: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const chosenLabel = options.find((o) => o.value === value)?.label ?? '';
  const [state, setState] = useState<ComboState>({ query: chosenLabel, open: false, active: -1 });
  // The chosen option changed from outside (another field cleared it): show its label.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setState({ query: chosenLabel, open: false, active: -1 });
  }
  const typed = state.query === chosenLabel && value !== '' ? '' : state.query;
  const shown = filterOptions(options, typed);
  const dispatch = (action: Parameters<typeof comboReducer>[1], query = state.query) =>
    setState((s) => comboReducer(s, action, filterOptions(options, query === chosenLabel && value !== '' ? '' : query).length));

  const choose = (option: ComboOption) => {
    setState(comboReducer(state, { type: 'chosen', label: option.label }, 0));
    setShownValue(option.value);
    onChange(option.value);
  };
  const activeOption = state.open && state.active >= 0 ? shown[state.active] : undefined;
  const optionId = (i: number) => `${id}-option-${i}`;

  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <div className="combobox">
        <input
          id={id}
          name={name}
          className="input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={state.open && !disabled}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(state.active) : undefined}
          placeholder={placeholder}
          disabled={disabled}
          value={state.query}
          onChange={(e) => {
            const query = e.target.value;
            setState(comboReducer(state, { type: 'type', query }, filterOptions(options, query).length));
            if (value !== '') onChange('');
            setShownValue('');
          }}
          onFocus={() => dispatch({ type: 'open' })}
          onClick={() => dispatch({ type: 'open' })}
          onBlur={() => {
            const exact = value === '' ? exactOption(options, state.query) : undefined;
            if (exact) choose(exact);
            else setState((s) => ({ ...s, open: false, active: -1 }));
          }}
          onKeyDown={(e) => {
            const action = keyAction(e.key, state);
            if (action === null) return;
            e.preventDefault();
            if (action === 'choose') {
              const option = shown[state.active];
              if (option) choose(option);
            } else if (action === 'clear') {
              setState({ query: '', open: false, active: -1 });
              setShownValue('');
              onChange('');
            } else {
              setState(comboReducer(state, action, shown.length));
            }
          }}
          {...describedBy(id, error, hint)}
        />
        {state.open && !disabled && (
          <div id={listId} role="listbox" aria-label={label} className="combobox__list">
            {shown.map((option, i) => (
              <div
                key={option.value}
                id={optionId(i)}
                role="option"
                aria-selected={i === state.active}
                className={i === state.active ? 'combobox__option combobox__option--active' : 'combobox__option'}
                tabIndex={-1}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(option)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') choose(option);
                }}
              >
                {option.label}
                {option.hint && <span className="combobox__hint">{option.hint}</span>}
              </div>
            ))}
            {shown.length === 0 && (
              <p className="combobox__empty">{noMatch}</p>
            )}
          </div>
        )}
      </div>
    </Field>
  );
}
