/** The logic of a typed list box (WAI-ARIA combobox with list autocomplete), apart from React. */

export interface ComboOption {
  value: string;
  label: string;
  /** Also matched from its start (a district's postcode). */
  hint?: string;
}

export interface ComboState {
  /** What is typed in the box. */
  query: string;
  open: boolean;
  /** The highlighted option among the filtered ones; -1 for none. */
  active: number;
}

export type ComboAction =
  | { type: 'type'; query: string }
  | { type: 'down' }
  | { type: 'up' }
  | { type: 'home' }
  | { type: 'end' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'chosen'; label: string };

/** 台 and 臺 are the same character in place names; full-width spaces and case do not count. */
export function normalisePlace(text: string): string {
  return text.replaceAll('台', '臺').replace(/[\s\u3000]+/g, '').toLowerCase();
}

/** The options whose label contains what is typed, or whose hint starts with it; all of them for nothing typed. */
export function filterOptions(options: readonly ComboOption[], query: string): ComboOption[] {
  const q = normalisePlace(query);
  if (q === '') return [...options];
  return options.filter((o) => normalisePlace(o.label).includes(q) || o.hint?.startsWith(q) === true);
}

/** The option a typed text names exactly (台/臺 alike), if any. */
export function exactOption(options: readonly ComboOption[], query: string): ComboOption | undefined {
  const q = normalisePlace(query);
  return q === '' ? undefined : options.find((o) => normalisePlace(o.label) === q);
}

/** The next state; `count` is how many options the filtered list of the resulting query has. */
export function comboReducer(state: ComboState, action: ComboAction, count: number): ComboState {
  switch (action.type) {
    case 'type':
      // Typing opens the list and highlights its first option, so Enter takes it.
      return { query: action.query, open: true, active: action.query.trim() === '' || count === 0 ? -1 : 0 };
    case 'down':
      if (count === 0) return { ...state, open: true, active: -1 };
      if (!state.open) return { ...state, open: true, active: state.active >= 0 && state.active < count ? state.active : 0 };
      return { ...state, active: state.active + 1 >= count ? 0 : state.active + 1 };
    case 'up':
      if (count === 0) return { ...state, open: true, active: -1 };
      if (!state.open) return { ...state, open: true, active: count - 1 };
      return { ...state, active: state.active <= 0 ? count - 1 : state.active - 1 };
    case 'home':
      return state.open && count > 0 ? { ...state, active: 0 } : state;
    case 'end':
      return state.open && count > 0 ? { ...state, active: count - 1 } : state;
    case 'open':
      return { ...state, open: true };
    case 'close':
      return { ...state, open: false, active: -1 };
    case 'chosen':
      return { query: action.label, open: false, active: -1 };
  }
}

/** What a key does in the box: an action, Enter's choice, or nothing (the browser keeps the key). */
export function keyAction(key: string, state: ComboState): ComboAction | 'choose' | 'clear' | null {
  switch (key) {
    case 'ArrowDown':
      return { type: 'down' };
    case 'ArrowUp':
      return { type: 'up' };
    case 'Home':
      return state.open ? { type: 'home' } : null;
    case 'End':
      return state.open ? { type: 'end' } : null;
    case 'Enter':
      return state.open && state.active >= 0 ? 'choose' : null;
    case 'Escape':
      // Escape closes an open list; on a closed one it clears what was typed.
      return state.open ? { type: 'close' } : state.query !== '' ? 'clear' : null;
    default:
      return null;
  }
}
