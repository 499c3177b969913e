import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon/icon';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** Search by game name; the lobby filters on the client, so every keystroke answers at once. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.box} role="search">
      <label htmlFor={id} className="visually-hidden">
        {t('lobby_search')}
      </label>
      <svg
        className={styles.icon}
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        placeholder={t('lobby_search_placeholder')}
        autoComplete="off"
        spellCheck={false}
        maxLength={60}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className={styles.clear}
          aria-label={t('lobby_search_clear')}
          onClick={() => onChange('')}
        >
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}
