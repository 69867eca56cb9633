import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
}

/**
 * Tabs in the WAI-ARIA pattern: arrow keys, Home and End move between tabs, only the active
 * tab is in the tab order, and the panel is labelled by its tab.
 */
export function Tabs<K extends string>({ label, tabs, active, onChange, children }: TabsProps<K>) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const index = tabs.findIndex((tab) => tab.key === active);

  const move = (next: number) => {
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            className={tab.key === active ? 'tabs__tab tabs__tab--active' : 'tabs__tab'}
            aria-selected={tab.key === active}
            aria-controls={`${base}-panel`}
            tabIndex={tab.key === active ? 0 : -1}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="tabs__panel" role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${active}`}>
        {children}
      </div>
    </div>
  );
}
