import type { KeyboardEvent } from 'react';
import styles from '../auth-form.module.css';

export interface ModeTab<M extends string> {
  mode: M;
  label: string;
}

interface ModeTabsProps<M extends string> {
  label: string;
  tabs: ModeTab<M>[];
  value: M;
  onChange: (mode: M) => void;
  idPrefix: string;
}

/** Two or more ways to fill a form, as a tab list (arrow keys move between tabs). */
export function ModeTabs<M extends string>({ label, tabs, value, onChange, idPrefix }: ModeTabsProps<M>) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = tabs.findIndex((t) => t.mode === value);
    const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
    const next = tabs[(index + step) % tabs.length];
    if (!next) return;
    onChange(next.mode);
    document.getElementById(`${idPrefix}-tab-${next.mode}`)?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.mode}
          id={`${idPrefix}-tab-${tab.mode}`}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab.mode === value}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.mode === value ? 0 : -1}
          onClick={() => onChange(tab.mode)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
