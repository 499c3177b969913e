import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FlagIcon } from '@/components/flag-icon/flag-icon';
import { Dropdown, dropdownItem } from '@/components/dropdown/dropdown';
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
  // Re-read on every render: i18n.language changes re-render through useTranslation.
  const current = i18n.language ? currentLanguage() : 'EN';
  const entry = languageEntry(current);

  const pick = async (code: ShippedLanguage) => {
    if (code === current) return;
    await chooseLanguage(code);
    // Game names, announcements and other server texts come in the request's language.
    await queryClient.invalidateQueries();
  };

  return (
    <Dropdown
      trigger={
        <>
          <FlagIcon code={current} emoji={entry?.flag ?? ''} />
          <span className={styles.code}>{current}</span>
          <Icon name="chevronDown" size={14} />
        </>
      }
      triggerLabel={`${t('header_language')}: ${entry?.nativeName ?? current}`}
      triggerClassName={styles.trigger}
      listLabel={t('header_language')}
      listClassName={styles.list}
      align={align}
      refocus
    >
      {shippedLanguages.map((code) => {
        const lang = languageEntry(code);
        return (
          <li key={code}>
            <button
              type="button"
              className={`${dropdownItem} ${styles.option}`}
              lang={lang?.tag}
              aria-current={code === current ? 'true' : undefined}
              onClick={() => void pick(code)}
            >
              <FlagIcon code={code} emoji={lang?.flag ?? ''} />
              {lang?.nativeName ?? code}
            </button>
          </li>
        );
      })}
    </Dropdown>
  );
}
