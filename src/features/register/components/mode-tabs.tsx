import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegisterMode } from '../model/register-fields';
import styles from './register-popup.module.css';

interface ModeTabsProps {
  modes: readonly RegisterMode[];
  mode: RegisterMode;
  onChange: (mode: RegisterMode) => void;
  panelId: string;
  idFor: (mode: RegisterMode) => string;
}

/** Username or mobile registration, as an ARIA tab list (arrow keys move between the tabs). */
export function ModeTabs({ modes, mode, onChange, panelId, idFor }: ModeTabsProps) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<RegisterMode, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next =
      modes[(modes.indexOf(mode) + (event.key === 'ArrowRight' ? 1 : -1) + modes.length) % modes.length];
    if (next) {
      onChange(next);
      refs.current[next]?.focus();
    }
  };

  return (
    <div role="tablist" aria-label={t('reg_tabs_label')} className={styles.tabs}>
      {modes.map((m) => (
        <button
          key={m}
          ref={(el) => {
            refs.current[m] = el;
          }}
          id={idFor(m)}
          type="button"
          role="tab"
          aria-selected={m === mode}
          aria-controls={panelId}
          tabIndex={m === mode ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(m)}
          onKeyDown={onKeyDown}
        >
          {t(m === 'username' ? 'reg_tab_username' : 'reg_tab_mobile')}
        </button>
      ))}
    </div>
  );
}
