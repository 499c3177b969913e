import { useCallback, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FlagIcon } from '@/components/flag-icon/flag-icon';
import { useDismiss } from '@/lib/use-dismiss';
import { Icon } from '@/components/icon/icon';
import {
  chooseLanguage,
  currentLanguage,
  languageEntry,
  shippedLanguages,
  type ShippedLanguage,
} from '@/i18n';
import styles from './language-selector.module.css';

/** Lists the shipped languages with flags; choosing one is remembered and refreshes server texts. */
export function LanguageSelector({ align = 'end' }: { align?: 'start' | 'end' }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Re-read on every render: i18n.language changes re-render through useTranslation.
  const current = i18n.language ? currentLanguage() : 'EN';
  const entry = languageEntry(current);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);

  const choose = async (code: ShippedLanguage) => {
    setOpen(false);
    buttonRef.current?.focus();
    if (code === current) return;
    await chooseLanguage(code);
    // Game names, announcements and other server texts come in the request's language.
    await queryClient.invalidateQueries();
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('header_language')}: ${entry?.nativeName ?? current}`}
        onClick={() => setOpen((o) => !o)}
      >
        <FlagIcon code={current} emoji={entry?.flag ?? ''} />
        <span className={styles.code}>{current}</span>
        <Icon name="chevronDown" size={14} />
      </button>
      <ul
        id={listId}
        className={`${styles.list} ${align === 'start' ? styles.alignStart : ''}`}
        hidden={!open}
        aria-label={t('header_language')}
      >
        {shippedLanguages.map((code) => {
          const lang = languageEntry(code);
          return (
            <li key={code}>
              <button
                type="button"
                className={styles.option}
                lang={lang?.tag}
                aria-current={code === current ? 'true' : undefined}
                onClick={() => void choose(code)}
              >
                <FlagIcon code={code} emoji={lang?.flag ?? ''} />
                {lang?.nativeName ?? code}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
