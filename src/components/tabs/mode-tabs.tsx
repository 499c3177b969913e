import { useRef, type KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export interface ModeTab<M extends string> {
  mode: M;
  label: string;
}

interface ModeTabsProps<M extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly ModeTab<M>[];
  value: M;
  onChange: (mode: M) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
  /** The id of each tab (the panel is labelled by the selected one). */
  tabId: (mode: M) => string;
}

/** Two or more ways to fill a form, as an ARIA tab list (arrow keys move between the tabs). */
export function ModeTabs<M extends string>({
  label,
  tabs,
  value,
  onChange,
  panelId,
  tabId,
}: ModeTabsProps<M>) {
  const refs = useRef<Partial<Record<M, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.mode === value);
    const step = event.key === 'ArrowRight' ? 1 : tabs.length - 1;
    const next = tabs[(index + step) % tabs.length];
    if (!next) return;
    onChange(next.mode);
    refs.current[next.mode]?.focus();
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.mode}
          ref={(el) => {
            refs.current[tab.mode] = el;
          }}
          id={tabId(tab.mode)}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab.mode === value}
          aria-controls={panelId}
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
