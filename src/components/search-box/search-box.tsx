import { useId } from 'react';
import { Icon } from '../icon/icon';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  maxLength?: number;
}

/** A search that answers as the visitor types (the lists it filters are on the client): games, help. */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  clearLabel,
  maxLength = 60,
}: SearchBoxProps) {
  const id = useId();
  return (
    <div className={styles.box} role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
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
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button type="button" className={styles.clear} aria-label={clearLabel} onClick={() => onChange('')}>
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}
